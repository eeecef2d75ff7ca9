// status: ok
__device__ float *scratchStart__readonly() {
  extern __shared__ float scratchWords[];
  return scratchWords;
}
__global__ void pairUp__readonly(const float *in, float *out) {
  float *view = scratchStart__readonly();
  const unsigned t = threadIdx.x;
  view[t] = __ldg(&(in[blockIdx.x * blockDim.x + t]));
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = scratchStart__readonly()[2 * t % blockDim.x];
}
