// The lab's dial: one streaming kernel whose arithmetic per byte is a parameter. Each thread
// loads two float4 (both loads issued before any arithmetic, so that plenty of bytes are in
// flight), runs `rounds` rounds of eight independent FMA chains on them, and stores them. Few
// rounds leave it memory-bound, many make it math-bound, and in between the two sides take
// about as long: the seed's memory-bound, balanced and math-bound scenarios from one kernel.

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

} // namespace lab
