// A loop bounded by a namespace's `constexpr int`: the bound is a constant the compiler writes
// in place, not a read of memory, so the helper only computes and mem-only folds it whole.
// Taken for a global variable's read, the loop stayed with its step deleted, and the mem-only
// variant never ended. A constexpr reference to a global variable (`gain`) is marked so too,
// but reading it reads the variable: mem-only keeps that read in its loop.
namespace relax {
constexpr int kSteps = 48;

__device__ __forceinline__ float step(float x) {
#pragma unroll 4
  for (int k = 0; k < kSteps; ++k)
    x = x * 0.999f + 0.25f * x * x;
  return x;
}
__device__ float gains[4];
} // namespace relax

__global__ void relaxCells(const float *__restrict__ in, float *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  constexpr float &gain = relax::gains[1];
  float bias = 0.0f;
  for (int k = 0; k < n; ++k)
    bias += gain * static_cast<float>(k);
  if (i < n)
    out[i] = relax::step(in[i]) + bias + static_cast<float>(relax::kSteps);
}
