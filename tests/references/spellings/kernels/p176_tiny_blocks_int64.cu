// p176: a blind probe's kernels (2026-12-05, second session).
// A dependent chain of hashed gathers per element (latency bound), PyTorch-style int64_t
// global index. Slow: launched with 32-thread blocks (32 blocks per SM: 1024 threads).
// Fix: the same kernel launched with 256-thread blocks.
#include <cstdint>

__global__ void hashChaseKernel(const uint32_t *__restrict__ table, uint32_t *__restrict__ out,
                                int64_t n, uint32_t mask, int hops) {
  const int64_t gid = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (gid >= n) return;
  uint32_t h = static_cast<uint32_t>(gid) * 2654435761u;
  for (int k = 0; k < hops; ++k) h = table[(h ^ (h >> 15)) & mask] + static_cast<uint32_t>(k);
  out[gid] = h;
}
