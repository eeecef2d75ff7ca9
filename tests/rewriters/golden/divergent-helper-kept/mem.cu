// status: ok
template <unsigned W> __device__ void tree__mem(float *s, unsigned i) {
  for (unsigned d = 1; d < W; d *= 2) {
    if (i % (2 * d) == 0)
      s[i] = lim::fold<decltype(s[i])>(s[i], s[i + d]);
    __syncthreads();
  }
}
__device__ void addGated__mem(float *s, unsigned me, bool on) {
  if (me % 2 == 0 && on)
    s[me] = lim::fold<decltype(s[me])>(s[me], s[me + 1]);
}
__device__ void addNarrow__mem(float *s, unsigned char me) {
  if (me % 4 == 0)
    s[me] = lim::fold<decltype(s[me])>(s[me]);
}
__global__ void helpersKept__mem(const float *in, float *out, unsigned live) {
  __shared__ float a[256], b[64];
  const unsigned t = threadIdx.x;
  a[t] = in[blockIdx.x * 256 + t];
  if (t < 64)
    b[t] = a[t];
  __syncthreads();
  tree__mem<256>(a, t);
  tree__mem<32>(b, t & 31);
  addGated__mem(a, t, t < live);
  __syncthreads();
  addNarrow__mem(a, t);
  __syncthreads();
  out[blockIdx.x * 256 + t] = lim::fold<decltype(out[blockIdx.x * 256 + t])>(a[t], b[t & 63]);
 lim::keep_shared(&a, &b); }
