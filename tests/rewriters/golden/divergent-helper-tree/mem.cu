// status: ok
__device__ float laneHalves__mem(const float *x, unsigned lane) {
  float v = x[lane];
  if (lane % 2 == 0)
    v = lim::fold<decltype(v)>(v);
  return v;
}
__device__ float treeSum__mem(float *row, unsigned me, unsigned n) {
  for (unsigned gap = 1; gap < n; gap *= 2) {
    if (me % (2 * gap) == 0)
      row[me] = lim::fold<decltype(row[me])>(row[me], row[me + gap]);
    __syncthreads();
  }
  return row[0];
}
__global__ void blockTotals__mem(const float *in, float *totals) {
  __shared__ float part[256];
  const unsigned t = threadIdx.x;
  part[t] = lim::fold<decltype(part[t])>(laneHalves__mem(in + blockIdx.x * 256, t & 31), in[blockIdx.x * 256 + t]);
  __syncthreads();
  const float total = treeSum__mem(part, t, 256);
  if (t == 0)
    totals[blockIdx.x] = total;
 lim::keep_shared(&part); }
