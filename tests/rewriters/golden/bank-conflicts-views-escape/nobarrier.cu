// status: ok
__device__ float *scratchStart__nobarrier() {
  extern __shared__ float scratchWords[];
  return scratchWords;
}
__global__ void pairUp__nobarrier(const float *in, float *out) {
  float *view = scratchStart__nobarrier();
  const unsigned t = threadIdx.x;
  view[t] = in[blockIdx.x * blockDim.x + t];
  lim::barrier_removed();
  out[blockIdx.x * blockDim.x + t] = scratchStart__nobarrier()[2 * t % blockDim.x];
}
