// status: ok
__global__ void blockStats__mem(const float *in, float *out, int n) {
  using Reduce = cub::BlockReduce<float, Threads>;
  using Warp = cub::WarpReduce<float>;
  using Scan = cub::BlockScan<float, Threads>;
  __shared__ typename Reduce::TempStorage reduceStorage;
  __shared__ typename Warp::TempStorage warpStorage[Threads / 32];
  __shared__ typename Scan::TempStorage scanStorage;
  int i = blockIdx.x * Threads + threadIdx.x;
  float x = i < n ? in[i] : 0.0f;
  float sum = Reduce(reduceStorage).Reduce(lim::fold<decltype(x * 2.0f)>(x), lim::fold_op{});
  __syncthreads();
  float smallest = Reduce(reduceStorage).Reduce(x, lim::fold_op{});
  float lane = Warp(warpStorage[threadIdx.x / 32]).Reduce(x, lim::fold_op{});
  float inclusive, exclusive, total;
  Scan(scanStorage).InclusiveScan(x, inclusive, lim::fold_op{});
  __syncthreads();
  Scan(scanStorage).ExclusiveScan(x, exclusive, lim::initial_of<decltype(x)>(), lim::fold_op{}, total);
  if (i < n)
    out[i] = lim::fold<decltype(out[i])>(inclusive, exclusive, lane);
  if (threadIdx.x == 0)
    out[n + blockIdx.x] = lim::fold<decltype(out[n + blockIdx.x])>(sum, total, smallest);
 lim::keep_shared(&reduceStorage, &warpStorage, &scanStorage); }
