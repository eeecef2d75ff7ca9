// Pair 21 (expected what-if: wider). Scaling packed half-precision pairs, as ML kernels hold
// their activations: each thread scales four neighbouring `__half2`, read and written one
// 32-bit pair at a time, so a warp's request for one pair spans 512 bytes for 128 useful
// (scaleHalf2Quads). The fix, scaleHalf2Vec, moves the four pairs as one 128-bit access, their
// bits reinterpreted.
#include <cuda_fp16.h>

__global__ void scaleHalf2Quads(const __half2 *__restrict__ in, __half2 *__restrict__ out,
                                float scale, int n) {
  const int i = 4 * (blockIdx.x * blockDim.x + threadIdx.x);
  if (i + 3 >= n)
    return;
  const __half2 s = __float2half2_rn(scale);
  const __half2 a = in[i], b = in[i + 1], c = in[i + 2], d = in[i + 3];
  out[i] = __hmul2(a, s);
  out[i + 1] = __hmul2(b, s);
  out[i + 2] = __hmul2(c, s);
  out[i + 3] = __hmul2(d, s);
}

__global__ void scaleHalf2Vec(const __half2 *__restrict__ in, __half2 *__restrict__ out,
                              float scale, int n) {
  const int i = 4 * (blockIdx.x * blockDim.x + threadIdx.x);
  if (i + 3 >= n)
    return;
  const __half2 s = __float2half2_rn(scale);
  uint4 bits = *reinterpret_cast<const uint4 *>(in + i);
  __half2 *pairs = reinterpret_cast<__half2 *>(&bits);
  for (int k = 0; k < 4; ++k)
    pairs[k] = __hmul2(pairs[k], s);
  *reinterpret_cast<uint4 *>(out + i) = bits;
}
