// The no-divergence what-if on a block's tree kept in a __device__ helper: the kernel hands it
// its shared row and the thread index (`treeSum(part, t)`, at every thread alike), so the
// helper's parameter `me` is the thread index there and `row` that row. The interleaved test
// `me % (2 * gap) == 0` gives its pairs to the first threads, the row read by the thread's own
// index (sequential addressing). A helper given a lane's place (`t & 31`) holds no thread
// index, and its branch stays as written.
__device__ float treeSum(float *row, unsigned me, unsigned n) {
  for (unsigned gap = 1; gap < n; gap *= 2) {
    if (me % (2 * gap) == 0)
      row[me] += row[me + gap];
    __syncthreads();
  }
  return row[0];
}

__device__ float laneHalves(const float *x, unsigned lane) {
  float v = x[lane];
  if (lane % 2 == 0)
    v = -v;
  return v;
}

__global__ void blockTotals(const float *in, float *totals) {
  __shared__ float part[256];
  const unsigned t = threadIdx.x;
  part[t] = laneHalves(in + blockIdx.x * 256, t & 31) + in[blockIdx.x * 256 + t];
  __syncthreads();
  const float total = treeSum(part, t, 256);
  if (t == 0)
    totals[blockIdx.x] = total;
}
