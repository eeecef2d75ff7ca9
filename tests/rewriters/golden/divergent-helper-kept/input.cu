// Helpers whose strided branches the no-divergence what-if leaves to their lanes, as the
// kernel's calls give them: a template's instantiations share one text, and one of them is
// given a lane's place (`t & 31`), not the thread index, so neither is rewritten; a helper
// given a value of the thread's own beside the index (`t < live`) cannot hand that value to
// another thread's role, so its branch keeps its lanes, and says so; a
// parameter narrower than 16 bits is no thread index (it would wrap).
template <unsigned W> __device__ void tree(float *s, unsigned i) {
  for (unsigned d = 1; d < W; d *= 2) {
    if (i % (2 * d) == 0)
      s[i] += s[i + d];
    __syncthreads();
  }
}

__device__ void addGated(float *s, unsigned me, bool on) {
  if (me % 2 == 0 && on)
    s[me] += s[me + 1];
}

__device__ void addNarrow(float *s, unsigned char me) {
  if (me % 4 == 0)
    s[me] *= 2.0f;
}

__global__ void helpersKept(const float *in, float *out, unsigned live) {
  __shared__ float a[256], b[64];
  const unsigned t = threadIdx.x;
  a[t] = in[blockIdx.x * 256 + t];
  if (t < 64)
    b[t] = a[t];
  __syncthreads();
  tree<256>(a, t);
  tree<32>(b, t & 31);
  addGated(a, t, t < live);
  __syncthreads();
  addNarrow(a, t);
  __syncthreads();
  out[blockIdx.x * 256 + t] = a[t] + b[t & 63];
}
