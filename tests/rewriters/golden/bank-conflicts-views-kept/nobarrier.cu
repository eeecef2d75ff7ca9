// status: ok
__device__ float *either__nobarrier(float *global, bool pick) {
  extern __shared__ float pool[];
  return pick ? pool : global;
}
__global__ void warpTail__nobarrier(const float *in, float *out, float *spare) {
  extern __shared__ float sums[];
  float *view = sums;
  float *notView = either__nobarrier(spare, threadIdx.x < 8);
  const unsigned t = threadIdx.x;
  view[t] = in[blockIdx.x * blockDim.x + t];
  lim::barrier_removed();
  notView[t] = view[2 * t];
  if (t == 0)
    out[blockIdx.x] = sums[0];
}
