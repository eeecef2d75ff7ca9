// status: ok
template <unsigned W> __device__ void tree__math(int lim_flag, float *s, unsigned i) {
  for (unsigned d = 1; d < W; d *= 2) {
    if (i % (2 * d) == 0)
      s[i] += s[i + d];
    __syncthreads();
  }
}
__device__ void addGated__math(int lim_flag, float *s, unsigned me, bool on) {
  if (me % 2 == 0 && on)
    s[me] += s[me + 1];
}
__device__ void addNarrow__math(int lim_flag, float *s, unsigned char me) {
  if (me % 4 == 0)
    s[me] *= 2.0f;
}
__global__ void helpersKept__math(const float *in, float *out, unsigned live, int lim_flag) {
  __shared__ float a[256], b[64];
  const unsigned t = threadIdx.x;
  a[t] = lim::opaque_at<decltype(in[blockIdx.x * 256 + t])>(lim_flag, 1054u, (blockIdx.x * 256 + t));
  if (t < 64)
    b[t] = a[t];
  __syncthreads();
  tree__math<256>(lim_flag, a, t);
  tree__math<32>(lim_flag, b, t & 31);
  addGated__math(lim_flag, a, t, t < live);
  __syncthreads();
  addNarrow__math(lim_flag, a, t);
  __syncthreads();
  lim::guarded_store(&(out[blockIdx.x * 256 + t]), a[t] + b[t & 63], lim_flag);
}
