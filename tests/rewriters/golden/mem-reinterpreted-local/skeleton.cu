// status: ok
__global__ void brighten__skeleton(const unsigned char *in, unsigned char *out, int *flags, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Bytes4 v;
  *(unsigned *)&v = *(const unsigned *)(in + 4 * i);
  if (v.w != 0) {
    lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
    lim::guarded_store(&(flags[i]), lim::stored<decltype(flags[i])>(lim_flag), lim_flag);
  } else {
    lim::guarded_store(&(flags[i]), lim::stored<decltype(flags[i])>(lim_flag), lim_flag);
  }
}
