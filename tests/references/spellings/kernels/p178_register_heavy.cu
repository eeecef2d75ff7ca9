// p178: a blind probe's kernels (2026-12-05, second session).
// Each thread keeps a 40-entry history in registers (fully unrolled) and chases a chain of
// dependent loads; slow: ~100 registers, 2 blocks of 256 per SM. Fix: __launch_bounds__(256, 4).
#include <cstdint>
template <int H>
__global__ void historyChase(const int *__restrict__ next, float *__restrict__ out, int n, int steps) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float hist[H];
#pragma unroll
  for (int k = 0; k < H; ++k) hist[k] = 0.f;
  int p = i;
  for (int s = 0; s < steps; ++s) {
    p = next[p];
#pragma unroll
    for (int k = H - 1; k > 0; --k) hist[k] = hist[k - 1] * 0.99f + hist[k] * 0.01f;
    hist[0] = static_cast<float>(p & 1023);
  }
  float acc = 0.f;
#pragma unroll
  for (int k = 0; k < H; ++k) acc += hist[k] * (k + 1);
  out[i] = acc;
}
template __global__ void historyChase<40>(const int *__restrict__, float *__restrict__, int, int);
