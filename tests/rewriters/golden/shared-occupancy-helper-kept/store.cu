// status: ok
__device__ float tail__store(int lim_flag, const float *p) { return *(p + 8); }
__device__ float outer__store(int lim_flag, const float *p, int i) { return inner__store(lim_flag, p, i); }
__device__ float pick__store(int lim_flag, const float *p, int i) { return lim::opaque_at<decltype(p[i])>(lim_flag, 486u, (i)); }
__device__ float inner__store(int lim_flag, const float *p, int i) { return p[i]; }
__global__ void handOver__store(const float *in, float *out, int lim_flag) {
  __shared__ float a[4096];
  __shared__ float b[4096];
  __shared__ float c[3072];
  const int t = threadIdx.x;
  a[t] = lim::stored<decltype(a[t])>(lim_flag);
  b[t] = lim::stored<decltype(b[t])>(lim_flag);
  c[t] = lim::stored<decltype(c[t])>(lim_flag);
  __syncthreads();
  out[t] = lim::stored<decltype(out[t])>(lim_flag);
}
