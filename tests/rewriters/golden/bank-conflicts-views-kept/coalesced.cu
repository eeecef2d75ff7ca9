// status: ok
__device__ float *either__coalesced(float *global, bool pick) {
  extern __shared__ float pool[];
  return pick ? pool : global;
}
__global__ void warpTail__coalesced(const float *in, float *out, float *spare) {
  extern __shared__ float sums[];
  float *view = sums;
  float *notView = either__coalesced(spare, threadIdx.x < 8);
  const unsigned t = threadIdx.x;
  view[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  notView[t] = view[2 * t];
  if (t == 0)
    out[blockIdx.x] = sums[0];
}
