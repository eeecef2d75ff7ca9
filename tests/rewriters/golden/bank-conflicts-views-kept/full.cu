// status: ok
__global__ void warpTail__full(const float *in, float *out, float *spare) {
  extern __shared__ float sums[];
  float *view = sums;
  float *notView = either(spare, threadIdx.x < 8);
  const unsigned t = threadIdx.x;
  view[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  notView[t] = view[2 * t];
  if (t == 0)
    out[blockIdx.x] = sums[0];
}
