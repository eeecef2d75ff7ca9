// status: ok
__global__ void brighten__mem(const unsigned char *in, unsigned char *out, int *flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Bytes4 v;
  *(unsigned *)&v = *(const unsigned *)(in + 4 * i);
  if (v.w != 0) {
    out[i] = lim::fold<decltype(out[i])>(v.x, v.y, v.z);
    flags[i] = 1;
  } else {
    flags[i] = -1;
  }
}
