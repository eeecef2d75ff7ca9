// status: ok
__device__ float *scratchStart__coalesced() {
  extern __shared__ float scratchWords[];
  return scratchWords;
}
__global__ void pairUp__coalesced(const float *in, float *out) {
  float *view = scratchStart__coalesced();
  const unsigned t = threadIdx.x;
  view[t] = in[lim::coalesced_index_linear(blockIdx.x * blockDim.x + t, 1)];
  __syncthreads();
  out[lim::coalesced_index_linear(blockIdx.x * blockDim.x + t, 1)] = scratchStart__coalesced()[2 * t % blockDim.x];
}
