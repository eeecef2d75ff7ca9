// The lab's dial: one streaming kernel whose arithmetic per byte is a parameter. Each thread
// loads one float4, runs `rounds` rounds of four independent FMA chains on it, and stores it.
// Few rounds leave it memory-bound, many make it math-bound, and in between the two sides take
// about as long: the seed's memory-bound, balanced and math-bound scenarios from one kernel.

#include <cuda_runtime.h>

namespace lab {

__global__ void intensity(const float4 *__restrict__ in, float4 *__restrict__ out, int n,
                          int rounds) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float4 v = in[i];
  for (int r = 0; r < rounds; ++r) {
    // A contraction towards 0.5: the values stay in [-1, 1], with no overflow or denormals.
    v.x = v.x * 0.9f + 0.05f;
    v.y = v.y * 0.9f + 0.05f;
    v.z = v.z * 0.9f + 0.05f;
    v.w = v.w * 0.9f + 0.05f;
  }
  out[i] = v;
}

} // namespace lab
