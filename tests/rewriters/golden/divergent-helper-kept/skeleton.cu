// status: ok
template <unsigned W> __device__ void tree__skeleton(int lim_flag, float *s, unsigned i) {
  for (unsigned d = 1; d < W; d *= 2) {
    if (i % (2 * d) == 0)
      lim::guarded_store(&(s[i]), lim::stored<decltype(s[i])>(lim_flag), lim_flag);
    __syncthreads();
  }
}
__device__ void addGated__skeleton(int lim_flag, float *s, unsigned me, bool on) {
  if (me % 2 == 0 && on)
    lim::guarded_store(&(s[me]), lim::stored<decltype(s[me])>(lim_flag), lim_flag);
}
__device__ void addNarrow__skeleton(int lim_flag, float *s, unsigned char me) {
  if (me % 4 == 0)
    lim::guarded_store(&(s[me]), lim::stored<decltype(s[me])>(lim_flag), lim_flag);
}
__global__ void helpersKept__skeleton(const float *in, float *out, unsigned live, int lim_flag) {
  __shared__ float a[256], b[64];
  const unsigned t = threadIdx.x;
  lim::guarded_store(&(a[t]), lim::stored<decltype(a[t])>(lim_flag), lim_flag);
  if (t < 64)
    lim::guarded_store(&(b[t]), lim::stored<decltype(b[t])>(lim_flag), lim_flag);
  __syncthreads();
  tree__skeleton<256>(lim_flag, a, t);
  tree__skeleton<32>(lim_flag, b, t & 31);
  addGated__skeleton(lim_flag, a, t, t < live);
  __syncthreads();
  addNarrow__skeleton(lim_flag, a, t);
  __syncthreads();
  lim::guarded_store(&(out[blockIdx.x * 256 + t]), lim::stored<decltype(out[blockIdx.x * 256 + t])>(lim_flag), lim_flag);
}
