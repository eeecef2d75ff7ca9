// status: ok
__device__ float laneHalves__skeleton(int lim_flag, const float *x, unsigned lane) {
  float v = lim::opaque_at<decltype(x[lane])>(lim_flag, 800u, (lane));
  if (lane % 2 == 0)
    v = -v;
  return v;
}
__device__ float treeSum__skeleton(int lim_flag, float *row, unsigned me, unsigned n) {
  for (unsigned gap = 1; gap < n; gap *= 2) {
    if (me % (2 * gap) == 0)
      lim::guarded_store(&(row[me]), lim::stored<decltype(row[me])>(lim_flag), lim_flag);
    __syncthreads();
  }
  return row[0];
}
__global__ void blockTotals__skeleton(const float *in, float *totals, int lim_flag) {
  __shared__ float part[256];
  const unsigned t = threadIdx.x;
  lim::guarded_store(&(part[t]), lim::stored<decltype(part[t])>(lim_flag), lim_flag);
  __syncthreads();
  const float total = treeSum__skeleton(lim_flag, part, t, 256);
  if (t == 0)
    lim::guarded_store(&(totals[blockIdx.x]), lim::stored<decltype(totals[blockIdx.x])>(lim_flag), lim_flag);
}
