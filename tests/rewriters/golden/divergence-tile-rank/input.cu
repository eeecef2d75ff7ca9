// A warp tile's rank tested for a stride that divides the tile's size (cooperative groups'
// `warp.thread_rank() & 1` of a tile of 32, and `lane % 4 == 3` of a local holding the rank):
// the block's rank has the same residues, so no divergence splits the block by it, each arm
// to whole warps, as it does a test of `block.thread_rank()`. Before, the tile's rank was no
// thread index and the what-if was not applicable.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void tileParity(const float *x, float *y, float *z) {
  const cg::thread_block block = cg::this_thread_block();
  const cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  const unsigned lane = warp.thread_rank();
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  const float v = x[i];
  float r;
  if ((warp.thread_rank() & 1u) == 0u)
    r = sinf(v) * v;
  else
    r = expf(v) + v;
  y[i] = r;
  float q = v;
  if (lane % 4 == 3)
    q = sqrtf(v) * v;
  z[i] = q;
}
