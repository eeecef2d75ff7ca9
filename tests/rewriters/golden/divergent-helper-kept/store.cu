// status: ok
template <unsigned W> __device__ void tree__store(int lim_flag, float *s, unsigned i) {
  for (unsigned d = 1; d < W; d *= 2) {
    if (i % (2 * d) == 0)
      s[i] = lim::stored<decltype(s[i])>(lim_flag);
    __syncthreads();
  }
}
__device__ void addGated__store(int lim_flag, float *s, unsigned me, bool on) {
  if (me % 2 == 0 && on)
    s[me] = lim::stored<decltype(s[me])>(lim_flag);
}
__device__ void addNarrow__store(int lim_flag, float *s, unsigned char me) {
  if (me % 4 == 0)
    s[me] = lim::stored<decltype(s[me])>(lim_flag);
}
__global__ void helpersKept__store(const float *in, float *out, unsigned live, int lim_flag) {
  __shared__ float a[256], b[64];
  const unsigned t = threadIdx.x;
  a[t] = lim::stored<decltype(a[t])>(lim_flag);
  if (t < 64)
    b[t] = lim::stored<decltype(b[t])>(lim_flag);
  __syncthreads();
  tree__store<256>(lim_flag, a, t);
  tree__store<32>(lim_flag, b, t & 31);
  addGated__store(lim_flag, a, t, t < live);
  __syncthreads();
  addNarrow__store(lim_flag, a, t);
  __syncthreads();
  out[blockIdx.x * 256 + t] = lim::stored<decltype(out[blockIdx.x * 256 + t])>(lim_flag);
}
