// p181: a blind probe's kernels (2026-12-05, second session).
// Each warp owns a 32 x 32 slab of a 3-D shared array and, after a coalesced load, each
// lane sums its own row of the slab (lanes 32 words apart). Fix: slabs of 32 x 33.
constexpr int kW = 4;  // warps a block
__global__ void warpRowSumsCube(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ float slab[kW][32][32];
  const int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  const float *src = in + (static_cast<long>(blockIdx.x) * kW + w) * 1024;
  for (int r = 0; r < 32; ++r) slab[w][r][lane] = src[r * 32 + lane];
  __syncwarp();
  float s = 0.f;
  for (int k = 0; k < 32; ++k) s += slab[w][lane][k] * (k + 1);
  out[(static_cast<long>(blockIdx.x) * kW + w) * 32 + lane] = s;
}
__global__ void warpRowSumsCubePadded(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ float slab[kW][32][33];
  const int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  const float *src = in + (static_cast<long>(blockIdx.x) * kW + w) * 1024;
  for (int r = 0; r < 32; ++r) slab[w][r][lane] = src[r * 32 + lane];
  __syncwarp();
  float s = 0.f;
  for (int k = 0; k < 32; ++k) s += slab[w][lane][k] * (k + 1);
  out[(static_cast<long>(blockIdx.x) * kW + w) * 32 + lane] = s;
}
