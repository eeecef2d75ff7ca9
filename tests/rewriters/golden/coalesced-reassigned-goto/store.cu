// status: ok
__global__ void jumps__store(const float *in, float *out, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  int g = i;
  int c = 0;
again:
  g += n;
  if ((threadIdx.x & 1) && ++c < 3)
    goto again;
  out[g] = lim::stored<decltype(out[g])>(lim_flag);
  out[i] = lim::stored<decltype(out[i])>(lim_flag);
}
