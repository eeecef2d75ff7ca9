// p107 -- rotary position embedding (RoPE, GPT-NeoX layout) applied in place to fp16 queries.
// SLOW (ropeNeoxPrecise): the frequency is recomputed per element with precise powf and a
//   division, and the angle pos * inv_freq (positions up to 128K, so angles up to ~1.3e5 rad) goes
//   through precise sincosf, whose large-argument path (Payne-Hanek reduction) is long.
// FIX  (ropeNeoxFast): exp2f of a precomputed -log2(theta)/head_dim, __fdividef-free multiply,
//   and the __sincosf intrinsic (what -use_fast_math would give).
#include <cuda_fp16.h>

__global__ void ropeNeoxPrecise(__half* __restrict__ q, const int* __restrict__ positions, int n_tokens,
                                int n_heads, int head_dim, float theta) {
  const int pair = blockIdx.x * blockDim.x + threadIdx.x;
  const int half_dim = head_dim / 2;
  if (pair >= n_tokens * n_heads * half_dim) return;
  const int i = pair % half_dim;
  const int th = pair / half_dim;  // token * n_heads + head
  const int tok = th / n_heads;

  const float pos = static_cast<float>(positions[tok]);
  const float inv_freq = 1.0f / powf(theta, static_cast<float>(2 * i) / static_cast<float>(head_dim));
  float s, c;
  sincosf(pos * inv_freq, &s, &c);

  __half* v = q + static_cast<size_t>(th) * head_dim;
  const float x0 = __half2float(v[i]);
  const float x1 = __half2float(v[i + half_dim]);
  v[i] = __float2half(x0 * c - x1 * s);
  v[i + half_dim] = __float2half(x0 * s + x1 * c);
}

__global__ void ropeNeoxFast(__half* __restrict__ q, const int* __restrict__ positions, int n_tokens,
                             int n_heads, int head_dim, float theta) {
  const int pair = blockIdx.x * blockDim.x + threadIdx.x;
  const int half_dim = head_dim / 2;
  if (pair >= n_tokens * n_heads * half_dim) return;
  const int i = pair % half_dim;
  const int th = pair / half_dim;
  const int tok = th / n_heads;

  const float pos = static_cast<float>(positions[tok]);
  const float neg_log2_theta_over_d = -__log2f(theta) * __frcp_rn(static_cast<float>(head_dim));
  const float inv_freq = exp2f(static_cast<float>(2 * i) * neg_log2_theta_over_d);
  float s, c;
  __sincosf(pos * inv_freq, &s, &c);

  __half* v = q + static_cast<size_t>(th) * head_dim;
  const float x0 = __half2float(v[i]);
  const float x1 = __half2float(v[i + half_dim]);
  v[i] = __float2half(x0 * c - x1 * s);
  v[i + half_dim] = __float2half(x0 * s + x1 * c);
}
