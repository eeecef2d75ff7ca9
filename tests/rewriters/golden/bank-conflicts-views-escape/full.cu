// status: ok
__global__ void pairUp__full(const float *in, float *out) {
  float *view = scratchStart();
  const unsigned t = threadIdx.x;
  view[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = scratchStart()[2 * t % blockDim.x];
}
