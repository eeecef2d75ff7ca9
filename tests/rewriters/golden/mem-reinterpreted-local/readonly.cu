// status: ok
__global__ void brighten__readonly(const unsigned char *in, unsigned char *out, int *flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Bytes4 v;
  *(unsigned *)&v = __ldg(&(*(const unsigned *)(in + 4 * i)));
  if (v.w != 0) {
    out[i] = (v.x * 3 + v.y * 2 + v.z) / 6;
    flags[i] = 1;
  } else {
    flags[i] = -1;
  }
}
