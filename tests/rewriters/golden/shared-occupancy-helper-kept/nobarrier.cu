// status: ok
__device__ float tail__nobarrier(const float *p) { return *(p + 8); }
__device__ float outer__nobarrier(const float *p, int i) { return inner__nobarrier(p, i); }
__device__ float pick__nobarrier(const float *p, int i) { return p[i]; }
__device__ float inner__nobarrier(const float *p, int i) { return p[i]; }
__global__ void handOver__nobarrier(const float *in, float *out) {
  __shared__ float a[4096];
  __shared__ float b[4096];
  __shared__ float c[3072];
  const int t = threadIdx.x;
  a[t] = in[t];
  b[t] = in[t + 1];
  c[t] = in[t + 2];
  lim::barrier_removed();
  out[t] = tail__nobarrier(a) + outer__nobarrier(b, t) + pick__nobarrier(c, t) + pick__nobarrier(in, t);
}
