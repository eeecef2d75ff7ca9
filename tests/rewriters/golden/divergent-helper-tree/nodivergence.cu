// status: ok
__device__ float laneHalves__nodivergence(const float *x, unsigned lane) {
  float v = x[lane];
  if (lane % 2 == 0)
    v = -v;
  return v;
}
__device__ float treeSum__nodivergence(float *row, unsigned me, unsigned n) {
  for (unsigned gap = 1; gap < n; gap *= 2) {
    if (lim::stride_place(me, ((2 * gap)), (0), blockDim.x) < blockDim.x && ((true || (static_cast<decltype(me)>(lim::stride_place(me, ((2 * gap)), (0), blockDim.x)) % (2 * gap) == 0))))
      row[me] += row[me + gap];
    __syncthreads();
  }
  return row[0];
}
__global__ void blockTotals__nodivergence(const float *in, float *totals) {
  __shared__ float part[256];
  const unsigned t = threadIdx.x;
  part[t] = laneHalves__nodivergence(in + blockIdx.x * 256, t & 31) + in[blockIdx.x * 256 + t];
  __syncthreads();
  const float total = treeSum__nodivergence(part, t, 256);
  if (t == 0)
    totals[blockIdx.x] = total;
}
