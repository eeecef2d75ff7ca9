// status: ok
__global__ void brighten__store(const unsigned char *in, unsigned char *out, int *flags, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Bytes4 v;
  *(unsigned *)&v = *(const unsigned *)(in + 4 * i);
  if (v.w != 0) {
    out[i] = lim::stored<decltype(out[i])>(lim_flag);
    flags[i] = lim::stored<decltype(flags[i])>(lim_flag);
  } else {
    flags[i] = lim::stored<decltype(flags[i])>(lim_flag);
  }
}
