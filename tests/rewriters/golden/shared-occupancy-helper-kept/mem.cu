// status: ok
__device__ float tail__mem(const float *p) { return *(p + 8); }
__device__ float outer__mem(const float *p, int i) { return inner__mem(p, i); }
__device__ float pick__mem(const float *p, int i) { return p[i]; }
__device__ float inner__mem(const float *p, int i) { return p[i]; }
__global__ void handOver__mem(const float *in, float *out) {
  __shared__ float a[4096];
  __shared__ float b[4096];
  __shared__ float c[3072];
  const int t = threadIdx.x;
  a[t] = in[t];
  b[t] = in[t + 1];
  c[t] = in[t + 2];
  __syncthreads();
  out[t] = lim::fold<decltype(out[t])>(tail__mem(a), outer__mem(b, t), pick__mem(c, t), pick__mem(in, t));
 lim::keep_shared(&a, &b, &c); }
