// p153: latency-bound dependent gathers (each thread follows `kHops` links of a random
// successor table), launched through a launch-policy struct, as a library tunes its kernels.
//
// chaseHops<ChasePolicy<32, 64>>  : 32-thread blocks (the policy's block size, also its
//                                   __launch_bounds__): with at most 32 blocks a
//                                   multiprocessor, 1024 of 2048 thread slots are filled.
// chaseHops<ChasePolicy<256, 64>> : THE FIX - the same kernel under a 256-thread policy (the
//                                   grid divided by 8): every thread slot filled.
// Work per thread is independent of the block size (global index from blockDim.x).
// Launch: slow grid (n / 32), block (32); fix grid (n / 256), block (256).
#include <cstdint>

namespace gather {

template <int kThreadsPerBlock, int kHopsPerThread>
struct ChasePolicy {
  static_assert(kThreadsPerBlock % 32 == 0, "whole warps only");
  static constexpr int kBlockThreads = kThreadsPerBlock;
  static constexpr int kHops = kHopsPerThread;
};

__device__ __forceinline__ std::uint32_t globalThread() {
  return blockIdx.x * blockDim.x + threadIdx.x;
}

template <typename Policy>
__global__ void __launch_bounds__(Policy::kBlockThreads)
chaseHops(const std::uint32_t *__restrict__ next, std::uint32_t *__restrict__ out, std::uint32_t n) {
  const std::uint32_t i = globalThread();
  if (i >= n)
    return;
  std::uint32_t p = i;
#pragma unroll 1
  for (int h = 0; h < Policy::kHops; ++h)
    p = next[p];
  out[i] = p;
}

using TinyBlocks = ChasePolicy<32, 64>;
using FullBlocks = ChasePolicy<256, 64>;
template __global__ void chaseHops<TinyBlocks>(const std::uint32_t *__restrict__, std::uint32_t *__restrict__,
                                               std::uint32_t);
template __global__ void chaseHops<FullBlocks>(const std::uint32_t *__restrict__, std::uint32_t *__restrict__,
                                               std::uint32_t);

} // namespace gather
