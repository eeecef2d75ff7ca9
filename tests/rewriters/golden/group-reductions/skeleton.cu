// status: ok
__global__ void tileStats__skeleton(const float *in, const int *flags, float *out, int *counts, int n, int lim_flag) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = i < n ? in[i] : 0.0f;
  float sum = cg::reduce(tile, x * x, cg::plus<float>());
  float top = cg::reduce(tile, x, cg::greater<float>{});
  float prefix = cg::inclusive_scan(tile, x);
  float product = cg::exclusive_scan(tile, x, [lim_flag](float a, float b) { return a * b; });
  int count = cg::reduce(tile, i < n ? lim::opaque_at<decltype(flags[i])>(lim_flag, 1187u, (i)) : 0, cg::plus<int>());
  Best best = cg::reduce(tile, Best{x, i}, [lim_flag](Best a, Best b) { return a.value < b.value ? b : a; });
  if (i < n)
    lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
  if (tile.thread_rank() == 0) {
    lim::guarded_store(&(out[n + blockIdx.x]), lim::stored<decltype(out[n + blockIdx.x])>(lim_flag), lim_flag);
    (lim::never(lim_flag, lim_flag) ? atomicAdd(counts, count) : lim::stored<decltype(atomicAdd(counts, count))>(lim_flag));
    lim::guarded_store(&(out[best.at]), lim::stored<decltype(out[best.at])>(lim_flag), lim_flag);
  }
}
