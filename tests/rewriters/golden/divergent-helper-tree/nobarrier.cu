// status: ok
__device__ float laneHalves__nobarrier(const float *x, unsigned lane) {
  float v = x[lane];
  if (lane % 2 == 0)
    v = -v;
  return v;
}
__device__ float treeSum__nobarrier(float *row, unsigned me, unsigned n) {
  for (unsigned gap = 1; gap < n; gap *= 2) {
    if (me % (2 * gap) == 0)
      row[me] += row[me + gap];
    lim::barrier_removed();
  }
  return row[0];
}
__global__ void blockTotals__nobarrier(const float *in, float *totals) {
  __shared__ float part[256];
  const unsigned t = threadIdx.x;
  part[t] = laneHalves__nobarrier(in + blockIdx.x * 256, t & 31) + in[blockIdx.x * 256 + t];
  lim::barrier_removed();
  const float total = treeSum__nobarrier(part, t, 256);
  if (t == 0)
    totals[blockIdx.x] = total;
}
