// p151: per-block arg-min of a float array, the (key, index) pairs kept as an array of structs in
// shared memory and folded by a helper taking const references, cooperative-groups rank.
//
// argminInterleaved : interleaved addressing, `if (t % (2 * s) == 0) sm[t] = pickMin(sm[t], sm[t + s])`
//                     with s doubling: the active threads are 2s apart, every warp diverges
//                     until s reaches 32.
// argminStrided     : THE FIX - the same pairs handed to the first threads,
//                     `j = 2 * s * t; if (j < kBlock) sm[j] = pickMin(sm[j], sm[j + s])`.
// Launch: grid (n / 256), block (256); one KeyIdx a block.
#include <cooperative_groups.h>
#include <cuda/std/limits>

namespace cg = cooperative_groups;

namespace topk {

struct alignas(8) KeyIdx {
  float key;
  int idx;
};

__device__ __forceinline__ KeyIdx pickMin(const KeyIdx &a, const KeyIdx &b) {
  return (b.key < a.key || (b.key == a.key && b.idx < a.idx)) ? b : a;
}

template <int kBlock>
__global__ void __launch_bounds__(kBlock)
argminInterleaved(const float *__restrict__ x, KeyIdx *__restrict__ out, int n) {
  __shared__ KeyIdx sm[kBlock];
  const auto block = cg::this_thread_block();
  const unsigned t = block.thread_rank();
  const int i = blockIdx.x * kBlock + static_cast<int>(t);
  sm[t] = KeyIdx{i < n ? x[i] : cuda::std::numeric_limits<float>::infinity(), i};
  block.sync();

  for (unsigned s = 1; s < kBlock; s *= 2) {
    if (t % (2 * s) == 0)
      sm[t] = pickMin(sm[t], sm[t + s]);
    block.sync();
  }
  if (t == 0)
    out[blockIdx.x] = sm[0];
}

template <int kBlock>
__global__ void __launch_bounds__(kBlock)
argminStrided(const float *__restrict__ x, KeyIdx *__restrict__ out, int n) {
  __shared__ KeyIdx sm[kBlock];
  const auto block = cg::this_thread_block();
  const unsigned t = block.thread_rank();
  const int i = blockIdx.x * kBlock + static_cast<int>(t);
  sm[t] = KeyIdx{i < n ? x[i] : cuda::std::numeric_limits<float>::infinity(), i};
  block.sync();

  for (unsigned s = 1; s < kBlock; s *= 2) {
    const unsigned j = 2 * s * t;
    if (j < kBlock)
      sm[j] = pickMin(sm[j], sm[j + s]);
    block.sync();
  }
  if (t == 0)
    out[blockIdx.x] = sm[0];
}

template __global__ void argminInterleaved<256>(const float *__restrict__, KeyIdx *__restrict__, int);
template __global__ void argminStrided<256>(const float *__restrict__, KeyIdx *__restrict__, int);

} // namespace topk
