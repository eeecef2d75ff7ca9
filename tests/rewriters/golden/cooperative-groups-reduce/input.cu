// A block sum with cooperative groups: the group handles, sync and reduce (its operator a
// temporary) are known operations on groups and values, not the kernel's memory, so every
// variant rewrites the loads and stores around them.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__device__ float tileSum(const cg::thread_block_tile<32> &tile, float value) {
  return cg::reduce(tile, value, cg::plus<float>());
}

__global__ void blockSums(const float *in, float *sums, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] * in[i] : 0.0f;
  float s = tileSum(tile, v);
  cg::sync(block);
  if (tile.thread_rank() == 0)
    atomicAdd(&sums[blockIdx.x], s);
}
