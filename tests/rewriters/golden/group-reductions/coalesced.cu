// status: conservative
// reason: line 31: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
__global__ void tileStats__coalesced(const float *in, const int *flags, float *out, int *counts, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = i < n ? in[i] : 0.0f;
  float sum = cg::reduce(tile, x * x, cg::plus<float>());
  float top = cg::reduce(tile, x, cg::greater<float>{});
  float prefix = cg::inclusive_scan(tile, x);
  float product = cg::exclusive_scan(tile, x, [](float a, float b) { return a * b; });
  int count = cg::reduce(tile, i < n ? flags[i] : 0, cg::plus<int>());
  Best best = cg::reduce(tile, Best{x, i}, [](Best a, Best b) { return a.value < b.value ? b : a; });
  if (i < n)
    out[i] = prefix + product;
  if (tile.thread_rank() == 0) {
    out[n + blockIdx.x] = sum / top;
    atomicAdd(counts, count);
    out[lim::coalesced_index(best.at)] = best.value;
  }
}
