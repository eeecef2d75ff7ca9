// status: ok
__global__ void tileStats__streaming(const float *in, const int *flags, float *out, int *counts, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = i < n ? __ldcs(&(in[i])) : 0.0f;
  float sum = cg::reduce(tile, x * x, cg::plus<float>());
  float top = cg::reduce(tile, x, cg::greater<float>{});
  float prefix = cg::inclusive_scan(tile, x);
  float product = cg::exclusive_scan(tile, x, [](float a, float b) { return a * b; });
  int count = cg::reduce(tile, i < n ? __ldcs(&(flags[i])) : 0, cg::plus<int>());
  Best best = cg::reduce(tile, Best{x, i}, [](Best a, Best b) { return a.value < b.value ? b : a; });
  if (i < n)
    __stcs(&(out[i]), prefix + product);
  if (tile.thread_rank() == 0) {
    __stcs(&(out[n + blockIdx.x]), sum / top);
    atomicAdd(counts, count);
    __stcs(&(out[best.at]), best.value);
  }
}
