// Reductions and scans of cooperative groups: the library moves the values between the lanes
// (its shuffles stay in mem-only), its operator computes (mem-only folds it with
// lim::fold_op). An integer sum by the library's own operator stays as it is: from sm_80 on it
// is one redux instruction, and integer scans give addresses.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

// An arg-max's pair: its index may become an address, so its combination stays.
struct Best {
  float value;
  int at;
};

__global__ void tileStats(const float *in, const int *flags, float *out, int *counts, int n) {
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
    out[best.at] = best.value;
  }
}
