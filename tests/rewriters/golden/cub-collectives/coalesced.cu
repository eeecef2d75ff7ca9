// status: ok
__global__ void blockStats__coalesced(const float *in, float *out, int n) {
  using Reduce = cub::BlockReduce<float, Threads>;
  using Warp = cub::WarpReduce<float>;
  using Scan = cub::BlockScan<float, Threads>;
  __shared__ typename Reduce::TempStorage reduceStorage;
  __shared__ typename Warp::TempStorage warpStorage[Threads / 32];
  __shared__ typename Scan::TempStorage scanStorage;
  int i = blockIdx.x * Threads + threadIdx.x;
  float x = i < n ? in[i] : 0.0f;
  float sum = Reduce(reduceStorage).Sum(x * 2.0f);
  __syncthreads();
  float smallest = Reduce(reduceStorage).Reduce(x, [](float a, float b) { return a < b ? a : b; });
  float lane = Warp(warpStorage[threadIdx.x / 32]).Sum(x);
  float inclusive, exclusive, total;
  Scan(scanStorage).InclusiveSum(x, inclusive);
  __syncthreads();
  Scan(scanStorage).ExclusiveSum(x, exclusive, total);
  if (i < n)
    out[i] = inclusive - exclusive + lane;
  if (threadIdx.x == 0)
    out[n + blockIdx.x] = (sum + total) * smallest;
}
