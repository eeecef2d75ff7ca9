// The block's rank converted to a byte in the stride test (`(unsigned char)block.thread_rank()
// % 4 == 0`): in a block of more than 256 threads the byte wraps, and the split would give the
// arm to every thread whose byte, not whose rank, is a role's. Kept, and said, as a local of
// that type is. A reviewer's case.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void byteParity(const float *in, float *out) {
  const cg::thread_block block = cg::this_thread_block();
  const int i = blockIdx.x * 1024 + block.thread_rank();
  float v = in[i];
  if ((unsigned char)block.thread_rank() % 4 == 0)
    v = sinf(v) * v;
  out[i] = v;
}
