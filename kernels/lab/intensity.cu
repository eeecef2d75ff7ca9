// The lab's dial: one streaming kernel whose arithmetic per byte is a parameter. Each thread
// loads two float4 (both loads issued before any arithmetic, so that plenty of bytes are in
// flight), runs `rounds` rounds of eight independent FMA chains on them, and stores them. Few
// rounds leave it memory-bound, many make it math-bound, and in between the two sides take
// about as long: the seed's memory-bound, balanced and math-bound scenarios from one kernel.
// Its pipelined form, for the balanced scenario, loads a thread's next float4 while it works on
// the current one, so that its memory traffic runs under its own arithmetic and not only under
// other warps'.

#include <cuda_runtime.h>

namespace lab {

/// n float4 in and out (n even); launch n / 2 threads.
__global__ void intensity(const float4 *__restrict__ in, float4 *__restrict__ out, int n,
                          int rounds) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int half = n / 2;
  if (i >= half)
    return;
  float4 a = in[i];
  float4 b = in[i + half];
  for (int r = 0; r < rounds; ++r) {
    // A contraction towards 0.5: the values stay in [-1, 1], with no overflow or denormals.
    a.x = a.x * 0.9f + 0.05f;
    a.y = a.y * 0.9f + 0.05f;
    a.z = a.z * 0.9f + 0.05f;
    a.w = a.w * 0.9f + 0.05f;
    b.x = b.x * 0.9f + 0.05f;
    b.y = b.y * 0.9f + 0.05f;
    b.z = b.z * 0.9f + 0.05f;
    b.w = b.w * 0.9f + 0.05f;
  }
  out[i] = a;
  out[i + half] = b;
}

/// The same rounds on n float4, each thread taking every (blocks x threads)-th from its own
/// index, its next float4 loaded before the rounds of the current one.
__global__ void intensityPipelined(const float4 *__restrict__ in, float4 *__restrict__ out,
                                   int n, int rounds) {
  const int stride = blockDim.x * gridDim.x;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float4 next = in[i];
  for (; i < n; i += stride) {
    float4 a = next;
    if (i + stride < n)
      next = in[i + stride];
    for (int r = 0; r < rounds; ++r) {
      a.x = a.x * 0.9f + 0.05f;
      a.y = a.y * 0.9f + 0.05f;
      a.z = a.z * 0.9f + 0.05f;
      a.w = a.w * 0.9f + 0.05f;
    }
    out[i] = a;
  }
}

} // namespace lab
