// status: ok
__device__ float *either__mem(float *global, bool pick) {
  extern __shared__ float pool[];
  return lim::keep_shared(&pool), pick ? pool : global;
 lim::keep_shared(&pool); }
__global__ void warpTail__mem(const float *in, float *out, float *spare) {
  extern __shared__ float sums[];
  float *view = sums;
  float *notView = either__mem(spare, threadIdx.x < 8);
  const unsigned t = threadIdx.x;
  view[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  notView[t] = view[2 * t];
  if (t == 0)
    out[blockIdx.x] = sums[0];
 lim::keep_shared(&sums); }
