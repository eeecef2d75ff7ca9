// p150: block reduction with a CUB-style reduction functor (Op passed by value), strided index.
//
// blockReduceStrided    : each step the first threads fold pairs at `idx = 2 * s * tid`,
//                         `smem[idx] = op(smem[idx], smem[idx + s])`: lanes 2s words apart,
//                         2-, 4-, ..., 32-way bank conflicts.
// blockReduceSequential : THE FIX - sequential addressing, `smem[tid] = op(smem[tid], smem[tid + s])`
//                         with s halving from kBlock / 2: consecutive lanes, conflict-free.
// Both: each thread first folds two elements a block apart; one partial a block.
// Launch: grid (n / (2 * 256)), block (256).
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

namespace red {

template <typename T>
struct Plus {
  __device__ __forceinline__ T operator()(const T &a, const T &b) const { return a + b; }
};

template <typename T, int kBlock, typename Op>
__global__ void __launch_bounds__(kBlock)
blockReduceStrided(const T *__restrict__ in, T *__restrict__ partials, int n, Op op) {
  static_assert((kBlock & (kBlock - 1)) == 0, "kBlock must be a power of two");
  __shared__ T smem[kBlock];
  const cg::thread_block block = cg::this_thread_block();
  const unsigned tid = block.thread_rank();

  const int i = blockIdx.x * (2 * kBlock) + tid;
  smem[tid] = op(in[i], in[i + kBlock]);
  block.sync();

  for (unsigned s = 1; s < kBlock; s <<= 1) {
    const unsigned idx = 2 * s * tid;
    if (idx < kBlock)
      smem[idx] = op(smem[idx], smem[idx + s]);
    block.sync();
  }
  if (tid == 0)
    partials[blockIdx.x] = smem[0];
}

template <typename T, int kBlock, typename Op>
__global__ void __launch_bounds__(kBlock)
blockReduceSequential(const T *__restrict__ in, T *__restrict__ partials, int n, Op op) {
  static_assert((kBlock & (kBlock - 1)) == 0, "kBlock must be a power of two");
  __shared__ T smem[kBlock];
  const cg::thread_block block = cg::this_thread_block();
  const unsigned tid = block.thread_rank();

  const int i = blockIdx.x * (2 * kBlock) + tid;
  smem[tid] = op(in[i], in[i + kBlock]);
  block.sync();

  for (unsigned s = kBlock / 2; s > 0; s >>= 1) {
    if (tid < s)
      smem[tid] = op(smem[tid], smem[tid + s]);
    block.sync();
  }
  if (tid == 0)
    partials[blockIdx.x] = smem[0];
}

template __global__ void blockReduceStrided<float, 256, Plus<float>>(const float *__restrict__, float *__restrict__,
                                                                      int, Plus<float>);
template __global__ void blockReduceSequential<float, 256, Plus<float>>(const float *__restrict__,
                                                                         float *__restrict__, int, Plus<float>);

} // namespace red
