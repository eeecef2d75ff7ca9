// Held-out-style probe p39 (2026-12-02): category 3, reduction with interleaved vs
// sequential addressing (nodivergence), written wholly through cooperative groups: the
// thread's index is `block.thread_rank()`, the block's `block.group_index().x`, its size
// `block.size()`, the barrier `block.sync()`; a sum of squares (a squared L2 norm) per block,
// the stride doubled by `<<= 1` and tested as `r % (stride << 1) == 0`.
// Fix: sequential addressing in the same spelling (`stride = block.size() / 2` down, `r < stride`).
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

#define SQ_THREADS 512

__global__ void sumSquaresRankInterleaved(const float *__restrict__ v,
                                          float *__restrict__ blockSums, int n) {
  cg::thread_block block = cg::this_thread_block();
  __shared__ float partial[SQ_THREADS];
  const unsigned int r = block.thread_rank();
  const unsigned int gi = block.group_index().x * SQ_THREADS + r;
  const float a = gi < (unsigned int)n ? v[gi] : 0.0f;
  partial[r] = a * a;
  block.sync();
  for (unsigned int stride = 1; stride < block.size(); stride <<= 1) {
    if (r % (stride << 1) == 0) partial[r] += partial[r + stride];
    block.sync();
  }
  if (r == 0) blockSums[block.group_index().x] = partial[0];
}

__global__ void sumSquaresRankSequential(const float *__restrict__ v,
                                         float *__restrict__ blockSums, int n) {
  cg::thread_block block = cg::this_thread_block();
  __shared__ float partial[SQ_THREADS];
  const unsigned int r = block.thread_rank();
  const unsigned int gi = block.group_index().x * SQ_THREADS + r;
  const float a = gi < (unsigned int)n ? v[gi] : 0.0f;
  partial[r] = a * a;
  block.sync();
  for (unsigned int stride = block.size() / 2; stride > 0; stride >>= 1) {
    if (r < stride) partial[r] += partial[r + stride];
    block.sync();
  }
  if (r == 0) blockSums[block.group_index().x] = partial[0];
}
