// status: ok
__device__ void smooth__skeleton(int lim_flag, const float *in, float *out, int n, float *window);
__device__ void smooth__skeleton(int lim_flag, const float *in, float *out, int n, float *s) {
  for (int j = threadIdx.x; j + 4 < 8192; j += blockDim.x)
    lim::guarded_store(&(out[blockIdx.x * 8192 + j]), lim::stored<decltype(out[blockIdx.x * 8192 + j])>(lim_flag), lim_flag);
}
__global__ void smoothRows__skeleton(const float *in, float *out, int n, int lim_flag) {
  __shared__ float buf[8192];
  for (int j = threadIdx.x; j < 8192; j += blockDim.x)
    lim::guarded_store(&(buf[j]), lim::stored<decltype(buf[j])>(lim_flag), lim_flag);
  __syncthreads();
  smooth__skeleton(lim_flag, in, out, n, buf);
}
