// status: ok
__device__ float *either__math(int lim_flag, float *global, bool pick) {
  extern __shared__ float pool[];
  return pick ? pool : global;
}
__global__ void warpTail__math(const float *in, float *out, float *spare, int lim_flag) {
  extern __shared__ float sums[];
  float *view = sums;
  float *notView = either__math(lim_flag, spare, threadIdx.x < 8);
  const unsigned t = threadIdx.x;
  view[t] = lim::opaque_at<decltype(in[blockIdx.x * blockDim.x + t])>(lim_flag, 705u, (blockIdx.x * blockDim.x + t));
  __syncthreads();
  lim::guarded_store(&(notView[t]), view[2 * t], lim_flag);
  if (t == 0)
    lim::guarded_store(&(out[blockIdx.x]), sums[0], lim_flag);
}
