// p169: a blind probe's kernels (2026-12-05, second session).
// Segmented inclusive scan, 32 floats a segment: the block stages 64 segments in shared
// memory with coalesced loads, then each thread scans its own segment serially, walking
// its own row of the tile (lanes 32 words apart: one bank). Fix: rows of 33 words.
constexpr int kSeg = 32;
constexpr int kSegsPerBlock = 64;

__global__ void segScanRowsConflicted(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ float stage[kSegsPerBlock][kSeg];
  const long base = static_cast<long>(blockIdx.x) * kSegsPerBlock * kSeg;
  for (int e = threadIdx.x; e < kSegsPerBlock * kSeg; e += blockDim.x)
    stage[e / kSeg][e % kSeg] = in[base + e];
  __syncthreads();
  float run = 0.f;
#pragma unroll 8
  for (int k = 0; k < kSeg; ++k) {
    run += stage[threadIdx.x][k];
    stage[threadIdx.x][k] = run;
  }
  __syncthreads();
  for (int e = threadIdx.x; e < kSegsPerBlock * kSeg; e += blockDim.x)
    out[base + e] = stage[e / kSeg][e % kSeg];
}

__global__ void segScanRowsPadded(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ float stage[kSegsPerBlock][kSeg + 1];
  const long base = static_cast<long>(blockIdx.x) * kSegsPerBlock * kSeg;
  for (int e = threadIdx.x; e < kSegsPerBlock * kSeg; e += blockDim.x)
    stage[e / kSeg][e % kSeg] = in[base + e];
  __syncthreads();
  float run = 0.f;
#pragma unroll 8
  for (int k = 0; k < kSeg; ++k) {
    run += stage[threadIdx.x][k];
    stage[threadIdx.x][k] = run;
  }
  __syncthreads();
  for (int e = threadIdx.x; e < kSegsPerBlock * kSeg; e += blockDim.x)
    out[base + e] = stage[e / kSeg][e % kSeg];
}
