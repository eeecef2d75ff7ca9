// p67: single-token decode attention (one query per (batch, head), fp32 KV cache),
// vLLM/FlashDecoding-style: warp-per-key QK^T, block softmax, then P.V.
// The softmax probabilities are staged in a shared "logits" buffer.
//
// Slow  (decodeAttnMaxCtx): the shared logits buffer is sized for the largest context
//        the model supports (kMaxContext = 8192 floats = 32 KiB static shared), although
//        the run uses ctxLen = 2048.  32 KiB per 128-thread block caps residency at
//        6 blocks = 24 warps per SM for a kernel whose K/V loops are latency bound.
// Fix   (decodeAttnCtxBucket<2048>): same body, same launch, the buffer is sized for the
//        context bucket actually served (8 KiB), so residency is limited by registers /
//        the warp limit instead.  Identical arithmetic: bit-identical output
//        (requires ctxLen <= bucket, true in the config).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <math_constants.h>

namespace cg = cooperative_groups;

namespace attn {

constexpr int kHeadDim    = 64;
constexpr int kThreads    = 128;
constexpr int kWarps      = kThreads / 32;
constexpr int kMaxContext = 8192;   // longest sequence the model is configured for

template <class Op>
__device__ __forceinline__ float blockAllReduce(cg::thread_block& block, cg::thread_block_tile<32>& warp,
                                                float v, float* red, Op op) {
  v = cg::reduce(warp, v, op);
  if (warp.thread_rank() == 0) red[warp.meta_group_rank()] = v;
  block.sync();
  float r = red[0];
#pragma unroll
  for (int w = 1; w < kWarps; ++w) r = op(r, red[w]);
  block.sync();   // red[] is reused by the caller
  return r;
}

__device__ __forceinline__ void decodeOneHead(const float* __restrict__ q, const float* __restrict__ k,
                                              const float* __restrict__ v, float* __restrict__ out,
                                              int ctxLen, float scale, float* logits, float* red) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  const int lane = warp.thread_rank();
  const int wid  = warp.meta_group_rank();
  const int tid  = block.thread_rank();
  const size_t bh = blockIdx.x;

  const float2 qv = reinterpret_cast<const float2*>(q + bh * kHeadDim)[lane];
  const float* kb = k + bh * ctxLen * kHeadDim;
  const float* vb = v + bh * ctxLen * kHeadDim;

  // 1) scores: one warp per key, lanes over the head dimension
  float m = -CUDART_INF_F;
  for (int j = wid; j < ctxLen; j += kWarps) {
    const float2 kv = reinterpret_cast<const float2*>(kb + static_cast<size_t>(j) * kHeadDim)[lane];
    const float s = cg::reduce(warp, fmaf(qv.x, kv.x, qv.y * kv.y), cg::plus<float>()) * scale;
    if (lane == 0) logits[j] = s;
    m = fmaxf(m, s);
  }
  m = blockAllReduce(block, warp, m, red, cg::greater<float>());

  // 2) softmax numerators
  float l = 0.0f;
  for (int j = tid; j < ctxLen; j += kThreads) {
    const float p = __expf(logits[j] - m);
    logits[j] = p;
    l += p;
  }
  l = blockAllReduce(block, warp, l, red, cg::plus<float>());

  // 3) P.V: thread -> (dim = tid % 64, half of the keys = tid / 64)
  const int d = tid % kHeadDim;
  const int half = tid / kHeadDim;
  float acc = 0.0f;
  for (int j = half; j < ctxLen; j += 2) acc = fmaf(logits[j], vb[static_cast<size_t>(j) * kHeadDim + d], acc);
  if (half == 1) red[d] = acc;
  block.sync();
  if (half == 0) out[bh * kHeadDim + d] = (acc + red[d]) / l;
}

}  // namespace attn

// SLOW: 32 KiB of static shared memory per 128-thread block.
__global__ void __launch_bounds__(attn::kThreads)
decodeAttnMaxCtx(const float* __restrict__ q, const float* __restrict__ k, const float* __restrict__ v,
                 float* __restrict__ out, int ctxLen, float scale) {
  __shared__ float logits[attn::kMaxContext];
  __shared__ float red[attn::kHeadDim];
  attn::decodeOneHead(q, k, v, out, ctxLen, scale, logits, red);
}

// FIX: buffer sized to the context bucket being served.
template <int kCtxBucket>
__global__ void __launch_bounds__(attn::kThreads)
decodeAttnCtxBucket(const float* __restrict__ q, const float* __restrict__ k, const float* __restrict__ v,
                    float* __restrict__ out, int ctxLen, float scale) {
  __shared__ float logits[kCtxBucket];
  __shared__ float red[attn::kHeadDim];
  attn::decodeOneHead(q, k, v, out, ctxLen, scale, logits, red);
}

template __global__ void decodeAttnCtxBucket<2048>(const float*, const float*, const float*, float*, int, float);
