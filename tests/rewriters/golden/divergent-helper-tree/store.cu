// status: ok
__device__ float laneHalves__store(int lim_flag, const float *x, unsigned lane) {
  float v = lim::opaque_at<decltype(x[lane])>(lim_flag, 800u, (lane));
  if (lane % 2 == 0)
    v = -v;
  return v;
}
__device__ float treeSum__store(int lim_flag, float *row, unsigned me, unsigned n) {
  for (unsigned gap = 1; gap < n; gap *= 2) {
    if (me % (2 * gap) == 0)
      row[me] = lim::stored<decltype(row[me])>(lim_flag);
    __syncthreads();
  }
  return row[0];
}
__global__ void blockTotals__store(const float *in, float *totals, int lim_flag) {
  __shared__ float part[256];
  const unsigned t = threadIdx.x;
  part[t] = lim::stored<decltype(part[t])>(lim_flag);
  __syncthreads();
  const float total = treeSum__store(lim_flag, part, t, 256);
  if (t == 0)
    totals[blockIdx.x] = lim::stored<decltype(totals[blockIdx.x])>(lim_flag);
}
