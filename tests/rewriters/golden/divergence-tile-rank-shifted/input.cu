// An odd lane of a tile reading its left neighbour's slot (`s[lane - 1]` under `lane & 1`):
// the test kept that index in bounds for the lanes it picked; in the split, even lanes take
// the arm and lane 0 would read before the array. The branch keeps its lanes, said.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void tileNeighbour(const float *x, float *y) {
  __shared__ float s[256];
  const cg::thread_block block = cg::this_thread_block();
  const cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  const unsigned lane = warp.thread_rank();
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = x[i];
  block.sync();
  float v = s[threadIdx.x];
  if (lane & 1u)
    v += s[threadIdx.x - 1] * s[lane - 1];
  y[i] = v;
}
