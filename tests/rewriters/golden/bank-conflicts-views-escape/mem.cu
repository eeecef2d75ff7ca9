// status: ok
__device__ float *scratchStart__mem() {
  extern __shared__ float scratchWords[];
  return lim::keep_shared(&scratchWords), scratchWords;
 lim::keep_shared(&scratchWords); }
__global__ void pairUp__mem(const float *in, float *out) {
  float *view = scratchStart__mem();
  const unsigned t = threadIdx.x;
  view[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = scratchStart__mem()[2 * t % blockDim.x];
}
