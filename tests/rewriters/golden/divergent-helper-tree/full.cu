// status: ok
__global__ void blockTotals__full(const float *in, float *totals) {
  __shared__ float part[256];
  const unsigned t = threadIdx.x;
  part[t] = laneHalves(in + blockIdx.x * 256, t & 31) + in[blockIdx.x * 256 + t];
  __syncthreads();
  const float total = treeSum(part, t, 256);
  if (t == 0)
    totals[blockIdx.x] = total;
}
