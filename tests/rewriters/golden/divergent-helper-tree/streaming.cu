// status: ok
__device__ float laneHalves__streaming(const float *x, unsigned lane) {
  float v = __ldcs(&(x[lane]));
  if (lane % 2 == 0)
    v = -v;
  return v;
}
__device__ float treeSum__streaming(float *row, unsigned me, unsigned n) {
  for (unsigned gap = 1; gap < n; gap *= 2) {
    if (me % (2 * gap) == 0)
      row[me] += row[me + gap];
    __syncthreads();
  }
  return row[0];
}
__global__ void blockTotals__streaming(const float *in, float *totals) {
  __shared__ float part[256];
  const unsigned t = threadIdx.x;
  part[t] = laneHalves__streaming(in + blockIdx.x * 256, t & 31) + __ldcs(&(in[blockIdx.x * 256 + t]));
  __syncthreads();
  const float total = treeSum__streaming(part, t, 256);
  if (t == 0)
    __stcs(&(totals[blockIdx.x]), total);
}
