// status: ok
__global__ void brighten__streaming(const unsigned char *in, unsigned char *out, int *flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Bytes4 v;
  *(unsigned *)&v = __ldcs(&(*(const unsigned *)(in + 4 * i)));
  if (v.w != 0) {
    __stcs(&(out[i]), (v.x * 3 + v.y * 2 + v.z) / 6);
    __stcs(&(flags[i]), 1);
  } else {
    __stcs(&(flags[i]), -1);
  }
}
