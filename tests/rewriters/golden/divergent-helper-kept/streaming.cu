// status: ok
template <unsigned W> __device__ void tree__streaming(float *s, unsigned i) {
  for (unsigned d = 1; d < W; d *= 2) {
    if (i % (2 * d) == 0)
      s[i] += s[i + d];
    __syncthreads();
  }
}
__device__ void addGated__streaming(float *s, unsigned me, bool on) {
  if (me % 2 == 0 && on)
    s[me] += s[me + 1];
}
__device__ void addNarrow__streaming(float *s, unsigned char me) {
  if (me % 4 == 0)
    s[me] *= 2.0f;
}
__global__ void helpersKept__streaming(const float *in, float *out, unsigned live) {
  __shared__ float a[256], b[64];
  const unsigned t = threadIdx.x;
  a[t] = __ldcs(&(in[blockIdx.x * 256 + t]));
  if (t < 64)
    b[t] = a[t];
  __syncthreads();
  tree__streaming<256>(a, t);
  tree__streaming<32>(b, t & 31);
  addGated__streaming(a, t, t < live);
  __syncthreads();
  addNarrow__streaming(a, t);
  __syncthreads();
  __stcs(&(out[blockIdx.x * 256 + t]), a[t] + b[t & 63]);
}
