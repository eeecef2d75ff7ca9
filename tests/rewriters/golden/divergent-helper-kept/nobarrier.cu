// status: ok
template <unsigned W> __device__ void tree__nobarrier(float *s, unsigned i) {
  for (unsigned d = 1; d < W; d *= 2) {
    if (i % (2 * d) == 0)
      s[i] += s[i + d];
    lim::barrier_removed();
  }
}
__device__ void addGated__nobarrier(float *s, unsigned me, bool on) {
  if (me % 2 == 0 && on)
    s[me] += s[me + 1];
}
__device__ void addNarrow__nobarrier(float *s, unsigned char me) {
  if (me % 4 == 0)
    s[me] *= 2.0f;
}
__global__ void helpersKept__nobarrier(const float *in, float *out, unsigned live) {
  __shared__ float a[256], b[64];
  const unsigned t = threadIdx.x;
  a[t] = in[blockIdx.x * 256 + t];
  if (t < 64)
    b[t] = a[t];
  lim::barrier_removed();
  tree__nobarrier<256>(a, t);
  tree__nobarrier<32>(b, t & 31);
  addGated__nobarrier(a, t, t < live);
  lim::barrier_removed();
  addNarrow__nobarrier(a, t);
  lim::barrier_removed();
  out[blockIdx.x * 256 + t] = a[t] + b[t & 63];
}
