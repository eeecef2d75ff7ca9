// status: ok
__global__ void pairTree__nodivergence(const float *in, float *out) {
  __shared__ float sum[SECTION];
  const unsigned t = threadIdx.x;
  const unsigned start = 2 * blockIdx.x * blockDim.x;
  sum[t] = in[start + t];
  sum[blockDim.x + t] = in[start + blockDim.x + t];
  for (unsigned stride = 1; stride <= blockDim.x; stride *= 2) {
    __syncthreads();
    if (lim::stride_place(t, (stride), (0), blockDim.x) < blockDim.x && ((true || (static_cast<decltype(t)>(lim::stride_place(t, (stride), (0), blockDim.x)) % stride == 0))))
      sum[(t)] += sum[(t) + (stride)];
  }
  if (t == 0)
    out[blockIdx.x] = sum[0];
}
