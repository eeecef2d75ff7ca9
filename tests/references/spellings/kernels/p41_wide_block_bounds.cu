// Held-out-style probe p41 (2026-12-02): category 5, a latency-bound kernel at low occupancy
// (occupancy). The course spelling of "one big block": 1024 threads a block, the kernel
// declared `__launch_bounds__(THREADS)` with the thread count only, which lets nvcc take up
// to 64 registers; it takes more than 32, so a multiprocessor holds one block (32 warps) where
// the threads would allow two. Each warp walks a chain of 128-byte chunks (the next chunk
// from a table in L2, each lane its float of the chunk: warp-coherent dependent loads, so
// latency, not bandwidth, decides), then scores its lane with a small dense epilogue over
// 48 gathered features (what holds the registers, once a thread).
// Fix: `__launch_bounds__(THREADS, 2)`, two blocks a multiprocessor (32 registers).
#define WB_THREADS 1024
#define WB_FEAT 48

__device__ __forceinline__ float walkAndScore(const int *__restrict__ next,
                                              const float *__restrict__ chunks, int steps) {
  const int gid = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = threadIdx.x & 31;
  int c = next[gid >> 5];
  float acc = 0.0f;
  for (int s = 0; s < steps; ++s) {
    c = next[c];
    acc += chunks[((c & 4095) << 5) + lane];
  }
  float f[WB_FEAT];
#pragma unroll
  for (int k = 0; k < WB_FEAT; ++k) f[k] = chunks[(((c + 97 * k) & 4095) << 5) + lane];
  float y = acc;
#pragma unroll
  for (int k = 0; k < WB_FEAT; ++k)
    y = fmaf(f[k], f[(k * 13 + 5) % WB_FEAT], y) - f[(k * 29 + 11) % WB_FEAT];
  return y;
}

__global__ void __launch_bounds__(WB_THREADS)
    chunkWalkOneBlock(const int *__restrict__ next, const float *__restrict__ chunks,
                      float *__restrict__ score, int steps) {
  score[blockIdx.x * blockDim.x + threadIdx.x] = walkAndScore(next, chunks, steps);
}

__global__ void __launch_bounds__(WB_THREADS, 2)
    chunkWalkTwoBlocks(const int *__restrict__ next, const float *__restrict__ chunks,
                       float *__restrict__ score, int steps) {
  score[blockIdx.x * blockDim.x + threadIdx.x] = walkAndScore(next, chunks, steps);
}
