// p106 -- per-query top-32 re-ranking over 128 gathered candidate scores (retrieval / kNN graph).
// SLOW (rerankTopkGather): one query a thread, the running top-32 (values and ids) kept in
//   registers and updated by an unrolled insertion; 80 registers a thread leave 3 blocks of 256
//   on an SM (37.5% occupancy), too few warps to hide the latency of the random gather
//   scores[cand[...]].
// FIX  (rerankTopkGatherLB): the same code under __launch_bounds__(256, 4), which caps the
//   registers at 64 so 4 blocks (50%) fit and a third more gathers are in flight (a few bytes spill).
#include <math_constants.h>

#define TOPK 32
#define CANDS 128

__global__ void rerankTopkGather(const float* __restrict__ scores, const int* __restrict__ cand,
                                 int* __restrict__ outIdx, float* __restrict__ outVal, int nq) {
  const int q = blockIdx.x * blockDim.x + threadIdx.x;
  if (q >= nq) return;
  float bv[TOPK];
  int bi[TOPK];
#pragma unroll
  for (int k = 0; k < TOPK; ++k) { bv[k] = -CUDART_INF_F; bi[k] = -1; }

  for (int c = 0; c < CANDS; ++c) {
    const int id = cand[(size_t)c * nq + q];
    const float s = scores[id];
    if (s > bv[TOPK - 1]) {
#pragma unroll
      for (int k = TOPK - 1; k > 0; --k) {
        if (s > bv[k]) {
          const bool shift = s > bv[k - 1];
          bv[k] = shift ? bv[k - 1] : s;
          bi[k] = shift ? bi[k - 1] : id;
        }
      }
      if (s > bv[0]) { bv[0] = s; bi[0] = id; }
    }
  }
#pragma unroll
  for (int k = 0; k < TOPK; ++k) {
    outIdx[(size_t)k * nq + q] = bi[k];
    outVal[(size_t)k * nq + q] = bv[k];
  }
}

__global__ void __launch_bounds__(256, 4)
rerankTopkGatherLB(const float* __restrict__ scores, const int* __restrict__ cand,
                   int* __restrict__ outIdx, float* __restrict__ outVal, int nq) {
  const int q = blockIdx.x * blockDim.x + threadIdx.x;
  if (q >= nq) return;
  float bv[TOPK];
  int bi[TOPK];
#pragma unroll
  for (int k = 0; k < TOPK; ++k) { bv[k] = -CUDART_INF_F; bi[k] = -1; }

  for (int c = 0; c < CANDS; ++c) {
    const int id = cand[(size_t)c * nq + q];
    const float s = scores[id];
    if (s > bv[TOPK - 1]) {
#pragma unroll
      for (int k = TOPK - 1; k > 0; --k) {
        if (s > bv[k]) {
          const bool shift = s > bv[k - 1];
          bv[k] = shift ? bv[k - 1] : s;
          bi[k] = shift ? bi[k - 1] : id;
        }
      }
      if (s > bv[0]) { bv[0] = s; bi[0] = id; }
    }
  }
#pragma unroll
  for (int k = 0; k < TOPK; ++k) {
    outIdx[(size_t)k * nq + q] = bi[k];
    outVal[(size_t)k * nq + q] = bv[k];
  }
}
