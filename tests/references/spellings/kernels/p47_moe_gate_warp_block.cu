// Held-out-style probe p47 (2026-12-03): category 5, latency-bound at low occupancy from a
// block too small (blocksize). Top-1 mixture-of-experts routing over 32 experts: for each
// token, a warp loads the token's 32 router logits (one a lane), finds the best expert with a
// shuffle argmax, its softmax gate with a shuffle sum of expf, then gathers that expert's
// 32-float centroid (a load that waits on the argmax) and writes gate * centroid. The
// "a block a token" spelling: launched with 32 threads a block, blockIdx.x the token. At 32
// resident blocks a multiprocessor that is 32 warps of 64, for a chain of dependent
// loads and shuffles that wants every warp it can get.
// Fix: several tokens a block on a 2D block (32 x 8: threadIdx.y the token of the block),
// 64 warps a multiprocessor.
// Expected what-if for moeTop1GateWarpBlock: blocksize (occupancy would also name it).

#define N_EXPERTS 32
#define D_MODEL 32
#define LANES 0xffffffffu

struct ArgMax {
  float v;
  int i;
};

__device__ __forceinline__ ArgMax warpArgMax(ArgMax a) {
#pragma unroll
  for (int o = 16; o >= 1; o /= 2) {
    const float ov = __shfl_xor_sync(LANES, a.v, o);
    const int oi = __shfl_xor_sync(LANES, a.i, o);
    if (ov > a.v || (ov == a.v && oi < a.i)) {
      a.v = ov;
      a.i = oi;
    }
  }
  return a;
}

__device__ __forceinline__ float warpAllSum(float s) {
#pragma unroll
  for (int o = 16; o >= 1; o /= 2) s += __shfl_xor_sync(LANES, s, o);
  return s;
}

__device__ __forceinline__ void routeToken(size_t token, int lane,
                                           const float *__restrict__ logits,
                                           const float *__restrict__ centroids,
                                           int *__restrict__ expertOf,
                                           float *__restrict__ routed) {
  const float l = logits[token * N_EXPERTS + lane];
  const ArgMax best = warpArgMax(ArgMax{l, lane});
  const float denom = warpAllSum(expf(l - best.v));
  const float gate = 1.0f / denom;
  routed[token * D_MODEL + lane] = gate * centroids[best.i * D_MODEL + lane];
  if (lane == 0) expertOf[token] = best.i;
}

// Launched with blockDim.x == 32, gridDim.x == tokens.
__global__ void moeTop1GateWarpBlock(const float *__restrict__ logits,
                                     const float *__restrict__ centroids,
                                     int *__restrict__ expertOf, float *__restrict__ routed,
                                     int tokens) {
  const size_t token = blockIdx.x;
  if (token >= (size_t)tokens) return;
  routeToken(token, threadIdx.x, logits, centroids, expertOf, routed);
}

// Launched with blockDim = (32, 8), gridDim.x == tokens / 8.
__global__ void moeTop1GateWarps(const float *__restrict__ logits,
                                 const float *__restrict__ centroids,
                                 int *__restrict__ expertOf, float *__restrict__ routed,
                                 int tokens) {
  const size_t token = (size_t)blockIdx.x * blockDim.y + threadIdx.y;
  if (token >= (size_t)tokens) return;
  routeToken(token, threadIdx.x, logits, centroids, expertOf, routed);
}
