// Tile ranks whose tests are no stride of the block's rank: a stride of 16 on a tile of 8
// (its ranks are the block's modulo 8, every one below 16), and the rank in a tile cut from
// the threads that came to a branch (a coalesced group's, which numbers only them). No
// divergence has nothing to split: not applicable. Nor a rank converted to bool on the way
// (`(bool)warp.thread_rank() & 1u` picks one lane in 32, not every other one).
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void tileOddStrides(const float *x, float *y) {
  const cg::thread_block block = cg::this_thread_block();
  const cg::thread_block_tile<8> oct = cg::tiled_partition<8>(block);
  const cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[i];
  if (oct.thread_rank() % 16 == 1)
    v = sinf(v);
  if (((bool)warp.thread_rank() & 1u) == 0u)
    v = sqrtf(v);
  if (v > 0.5f) {
    const cg::coalesced_group came = cg::coalesced_threads();
    const cg::coalesced_group quad = cg::tiled_partition(came, 4);
    if ((quad.thread_rank() & 1u) == 0u)
      v = expf(v);
  }
  y[i] = v;
}
