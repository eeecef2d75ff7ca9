// status: ok
__device__ void smooth__math(int lim_flag, const float *in, float *out, int n, float *window);
__device__ void smooth__math(int lim_flag, const float *in, float *out, int n, float *s) {
  for (int j = threadIdx.x; j + 4 < 8192; j += blockDim.x)
    lim::guarded_store(&(out[blockIdx.x * 8192 + j]), s[j] + s[j + 4] + lim::opaque_at<decltype(in[j % n])>(lim_flag, 822u, (j % n)), lim_flag);
}
__global__ void smoothRows__math(const float *in, float *out, int n, int lim_flag) {
  __shared__ float buf[8192];
  for (int j = threadIdx.x; j < 8192; j += blockDim.x)
    buf[j] = lim::opaque_at<decltype(in[blockIdx.x * 8192 + j])>(lim_flag, 565u, (blockIdx.x * 8192 + j));
  __syncthreads();
  smooth__math(lim_flag, in, out, n, buf);
}
