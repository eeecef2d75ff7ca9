// A latency-bound kernel at low occupancy and its fix, for the occupancy what-if: each warp
// follows a chain of dependent loads through a table of indices, so it waits on memory at
// every step and only more resident warps hide that. A branch that never runs (the chain holds
// indices only) keeps 96 values live, and the compiler gives every thread the registers it
// needs: 96 a thread, two blocks of 256 threads per multiprocessor. chaseBounded, the fix,
// asks for eight blocks with __launch_bounds__, and the compiler spills the cold branch's
// values instead.

constexpr int ChaseColdValues = 96;

__device__ float chaseStep(const int *next, const float *table, float *out, int steps) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  // A warp follows one chain (one sector a step), each lane reading its own table entry: the
  // memory system idles while the warp waits.
  int j = next[t / 32];
  float acc = 0.0f;
  for (int s = 0; s < steps; ++s) {
    j = next[j];
    acc += table[(j + t) & 1023];
  }
  if (j < 0) {
    float v[ChaseColdValues];
#pragma unroll
    for (int k = 0; k < ChaseColdValues; ++k)
      v[k] = table[(t * ChaseColdValues + k) & 1023];
#pragma unroll
    for (int k = 0; k < ChaseColdValues; ++k)
      acc += v[k] * v[(k * 7 + 3) % ChaseColdValues] - v[(k * 13 + 5) % ChaseColdValues];
  }
  return acc;
}

__global__ void chaseHeavy(const int *next, const float *table, float *out, int steps) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = chaseStep(next, table, out, steps);
}

__global__ void __launch_bounds__(256, 8)
    chaseBounded(const int *next, const float *table, float *out, int steps) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = chaseStep(next, table, out, steps);
}

// A latency-bound kernel held at low occupancy by its launch, for the block-size what-if: each
// warp follows a chain of its own through the table of indices (its lanes read one word a
// step, one request), waiting on memory at every step, so only more resident warps hide the
// wait. Launched with one warp per block (experiments/whatif/chaseOneWarpBlocks.toml), a
// Hopper multiprocessor holds 32 blocks, 32 warps, half of what its registers allow. The fix is
// the launch alone: 256 threads per block (chaseFullBlocks.toml), the same kernel.
__global__ void chaseChains(const int *next, float *out, int steps, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  int j = next[t / 32];
  float acc = 0.0f;
  for (int s = 0; s < steps; ++s) {
    j = next[j];
    acc += static_cast<float>(j & 15);
  }
  out[t] = acc;
}
