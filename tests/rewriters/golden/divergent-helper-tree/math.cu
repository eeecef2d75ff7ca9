// status: ok
__device__ float laneHalves__math(int lim_flag, const float *x, unsigned lane) {
  float v = lim::opaque_at<decltype(x[lane])>(lim_flag, 800u, (lane));
  if (lane % 2 == 0)
    v = -v;
  return v;
}
__device__ float treeSum__math(int lim_flag, float *row, unsigned me, unsigned n) {
  for (unsigned gap = 1; gap < n; gap *= 2) {
    if (me % (2 * gap) == 0)
      row[me] += row[me + gap];
    __syncthreads();
  }
  return row[0];
}
__global__ void blockTotals__math(const float *in, float *totals, int lim_flag) {
  __shared__ float part[256];
  const unsigned t = threadIdx.x;
  part[t] = laneHalves__math(lim_flag, in + blockIdx.x * 256, t & 31) + lim::opaque_at<decltype(in[blockIdx.x * 256 + t])>(lim_flag, 1039u, (blockIdx.x * 256 + t));
  __syncthreads();
  const float total = treeSum__math(lim_flag, part, t, 256);
  if (t == 0)
    lim::guarded_store(&(totals[blockIdx.x]), total, lim_flag);
}
