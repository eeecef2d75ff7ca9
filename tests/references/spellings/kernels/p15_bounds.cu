// A latency-bound chase whose slow form asks for two blocks per multiprocessor in its launch
// bounds (the compiler then keeps a cold branch's 96 values in registers), and its fix, which
// asks for eight.
constexpr int Cold = 96;

__device__ __forceinline__ float walk(const int *next, const float *table, int steps) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  int j = next[t / 32];
  float acc = 0.0f;
  for (int s = 0; s < steps; ++s) {
    j = next[j];
    acc += table[(j + t) & 1023];
  }
  if (j < 0) {
    float v[Cold];
#pragma unroll
    for (int k = 0; k < Cold; ++k)
      v[k] = table[(t * Cold + k) & 1023];
#pragma unroll
    for (int k = 0; k < Cold; ++k)
      acc += v[k] * v[(k * 7 + 3) % Cold] - v[(k * 13 + 5) % Cold];
  }
  return acc;
}

__global__ void __launch_bounds__(256, 2) boundsTwo(const int *next, const float *table, float *out, int steps) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = walk(next, table, steps);
}

__global__ void __launch_bounds__(256, 8) boundsEight(const int *next, const float *table, float *out, int steps) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = walk(next, table, steps);
}
