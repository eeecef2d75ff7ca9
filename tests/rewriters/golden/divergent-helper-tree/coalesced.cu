// status: ok
__device__ float laneHalves__coalesced(const float *x, unsigned lane) {
  float v = x[lim::coalesced(x, lane)];
  if (lane % 2 == 0)
    v = -v;
  return v;
}
__device__ float treeSum__coalesced(float *row, unsigned me, unsigned n) {
  for (unsigned gap = 1; gap < n; gap *= 2) {
    if (me % (2 * gap) == 0)
      row[me] += row[me + gap];
    __syncthreads();
  }
  return row[0];
}
__global__ void blockTotals__coalesced(const float *in, float *totals) {
  __shared__ float part[256];
  const unsigned t = threadIdx.x;
  part[t] = laneHalves__coalesced(in + blockIdx.x * 256, t & 31) + in[blockIdx.x * 256 + t];
  __syncthreads();
  const float total = treeSum__coalesced(part, t, 256);
  if (t == 0)
    totals[blockIdx.x] = total;
}
