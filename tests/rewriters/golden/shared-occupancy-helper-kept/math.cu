// status: ok
__device__ float tail__math(int lim_flag, const float *p) { return *(p + 8); }
__device__ float outer__math(int lim_flag, const float *p, int i) { return inner__math(lim_flag, p, i); }
__device__ float pick__math(int lim_flag, const float *p, int i) { return lim::opaque_at<decltype(p[i])>(lim_flag, 486u, (i)); }
__device__ float inner__math(int lim_flag, const float *p, int i) { return p[i]; }
__global__ void handOver__math(const float *in, float *out, int lim_flag) {
  __shared__ float a[4096];
  __shared__ float b[4096];
  __shared__ float c[3072];
  const int t = threadIdx.x;
  a[t] = lim::opaque_at<decltype(in[t])>(lim_flag, 673u, (t));
  b[t] = lim::opaque_at<decltype(in[t + 1])>(lim_flag, 689u, (t + 1));
  c[t] = lim::opaque_at<decltype(in[t + 2])>(lim_flag, 709u, (t + 2));
  __syncthreads();
  lim::guarded_store(&(out[t]), tail__math(lim_flag, a) + outer__math(lim_flag, b, t) + pick__math(lim_flag, c, t) + pick__math(lim_flag, in, t), lim_flag);
}
