// A helper's pointer to dynamic shared memory used other than to begin a view (subscripted as
// it is returned, here) reaches the memory where no view sees it: the what-ifs keep its layout
// and size, and say so.
__device__ float *scratchStart() {
  extern __shared__ float scratchWords[];
  return scratchWords;
}

__global__ void pairUp(const float *in, float *out) {
  float *view = scratchStart();
  const unsigned t = threadIdx.x;
  view[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = scratchStart()[2 * t % blockDim.x];
}
