// The block's linear thread id written in the test itself, as cooperative groups' rank
// (`(block.thread_rank() & 1u) == 0u`): no divergence reads it as a local holding it would be
// read, the rank's own text naming the thread and the block's three dimensions its threads, and
// gives each arm's lanes to whole warps. Before, only a local holding the rank was read so,
// and the what-if was not applicable.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void parityPick(const float *x, float *y) {
  const cg::thread_block block = cg::this_thread_block();
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  const float v = x[i];
  float r;
  if ((block.thread_rank() & 1u) == 0u)
    r = sinf(v) * v;
  else
    r = expf(v) + v;
  y[i] = r;
}
