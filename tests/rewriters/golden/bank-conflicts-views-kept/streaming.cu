// status: conservative
// reason: line 17: keeps a store through a pointer of unknown origin as written (it may be global memory, which the what-if cannot tell)
__device__ float *either__streaming(float *global, bool pick) {
  extern __shared__ float pool[];
  return pick ? pool : global;
}
__global__ void warpTail__streaming(const float *in, float *out, float *spare) {
  extern __shared__ float sums[];
  float *view = sums;
  float *notView = either__streaming(spare, threadIdx.x < 8);
  const unsigned t = threadIdx.x;
  view[t] = __ldcs(&(in[blockIdx.x * blockDim.x + t]));
  __syncthreads();
  notView[t] = view[2 * t];
  if (t == 0)
    __stcs(&(out[blockIdx.x]), sums[0]);
}
