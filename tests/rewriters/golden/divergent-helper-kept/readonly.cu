// status: ok
template <unsigned W> __device__ void tree__readonly(float *s, unsigned i) {
  for (unsigned d = 1; d < W; d *= 2) {
    if (i % (2 * d) == 0)
      s[i] += s[i + d];
    __syncthreads();
  }
}
__device__ void addGated__readonly(float *s, unsigned me, bool on) {
  if (me % 2 == 0 && on)
    s[me] += s[me + 1];
}
__device__ void addNarrow__readonly(float *s, unsigned char me) {
  if (me % 4 == 0)
    s[me] *= 2.0f;
}
__global__ void helpersKept__readonly(const float *in, float *out, unsigned live) {
  __shared__ float a[256], b[64];
  const unsigned t = threadIdx.x;
  a[t] = __ldg(&(in[blockIdx.x * 256 + t]));
  if (t < 64)
    b[t] = a[t];
  __syncthreads();
  tree__readonly<256>(a, t);
  tree__readonly<32>(b, t & 31);
  addGated__readonly(a, t, t < live);
  __syncthreads();
  addNarrow__readonly(a, t);
  __syncthreads();
  out[blockIdx.x * 256 + t] = a[t] + b[t & 63];
}
