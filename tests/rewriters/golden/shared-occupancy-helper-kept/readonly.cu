// status: conservative
// reason: line 7: keeps a read through a pointer of unknown origin as written (it may be global memory, which the what-if cannot tell)
__device__ float tail__readonly(const float *p) { return *(p + 8); }
__device__ float outer__readonly(const float *p, int i) { return inner__readonly(p, i); }
__device__ float pick__readonly(const float *p, int i) { return p[i]; }
__device__ float inner__readonly(const float *p, int i) { return p[i]; }
__global__ void handOver__readonly(const float *in, float *out) {
  __shared__ float a[4096];
  __shared__ float b[4096];
  __shared__ float c[3072];
  const int t = threadIdx.x;
  a[t] = __ldg(&(in[t]));
  b[t] = __ldg(&(in[t + 1]));
  c[t] = __ldg(&(in[t + 2]));
  __syncthreads();
  out[t] = tail__readonly(a) + outer__readonly(b, t) + pick__readonly(c, t) + pick__readonly(in, t);
}
