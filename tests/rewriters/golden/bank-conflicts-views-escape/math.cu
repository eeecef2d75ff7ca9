// status: ok
__device__ float *scratchStart__math(int lim_flag) {
  extern __shared__ float scratchWords[];
  return scratchWords;
}
__global__ void pairUp__math(const float *in, float *out, int lim_flag) {
  float *view = scratchStart__math(lim_flag);
  const unsigned t = threadIdx.x;
  view[t] = lim::opaque_at<decltype(in[blockIdx.x * blockDim.x + t])>(lim_flag, 451u, (blockIdx.x * blockDim.x + t));
  __syncthreads();
  lim::guarded_store(&(out[blockIdx.x * blockDim.x + t]), scratchStart__math(lim_flag)[2 * t % blockDim.x], lim_flag);
}
