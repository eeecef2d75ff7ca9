// status: conservative
// reason: line 7: keeps a read through a pointer of unknown origin as written (it may be global memory, which the what-if cannot tell)
__device__ float tail__streaming(const float *p) { return *(p + 8); }
__device__ float outer__streaming(const float *p, int i) { return inner__streaming(p, i); }
__device__ float pick__streaming(const float *p, int i) { return p[i]; }
__device__ float inner__streaming(const float *p, int i) { return p[i]; }
__global__ void handOver__streaming(const float *in, float *out) {
  __shared__ float a[4096];
  __shared__ float b[4096];
  __shared__ float c[3072];
  const int t = threadIdx.x;
  a[t] = __ldcs(&(in[t]));
  b[t] = __ldcs(&(in[t + 1]));
  c[t] = __ldcs(&(in[t + 2]));
  __syncthreads();
  __stcs(&(out[t]), tail__streaming(a) + outer__streaming(b, t) + pick__streaming(c, t) + pick__streaming(in, t));
}
