// status: ok
__global__ void pairTree__coalesced(const float *in, float *out) {
  __shared__ float sum[SECTION];
  const unsigned t = threadIdx.x;
  const unsigned start = 2 * blockIdx.x * blockDim.x;
  sum[t] = in[start + t];
  sum[blockDim.x + t] = in[start + blockDim.x + t];
  for (unsigned stride = 1; stride <= blockDim.x; stride *= 2) {
    __syncthreads();
    if (t % stride == 0)
      sum[2 * t] += sum[2 * t + stride];
  }
  if (t == 0)
    out[blockIdx.x] = sum[0];
}
