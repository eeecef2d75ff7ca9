// status: ok
__device__ float *either__store(int lim_flag, float *global, bool pick) {
  extern __shared__ float pool[];
  return pick ? pool : global;
}
__global__ void warpTail__store(const float *in, float *out, float *spare, int lim_flag) {
  extern __shared__ float sums[];
  float *view = sums;
  float *notView = either__store(lim_flag, spare, threadIdx.x < 8);
  const unsigned t = threadIdx.x;
  view[t] = lim::stored<decltype(view[t])>(lim_flag);
  __syncthreads();
  notView[t] = lim::stored<decltype(notView[t])>(lim_flag);
  if (t == 0)
    out[blockIdx.x] = lim::stored<decltype(out[blockIdx.x])>(lim_flag);
}
