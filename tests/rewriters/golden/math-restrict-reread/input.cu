// Through __restrict__ pointers the compiler computes `rate * grad[i] + decay * prev[i]` once
// for both stores, as nothing stored can change what was read: math-only's opaque values of
// the same element through the same pointer are then the same value, so that its compiler
// shares the arithmetic too (the floating-point check: math 3, full 3, not 6).
__global__ void momentum(const float *__restrict__ grad, float *__restrict__ weight,
                         float *__restrict__ prev, float rate, float decay) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  weight[i] += rate * grad[i] + decay * prev[i];
  prev[i] = rate * grad[i] + decay * prev[i];
}
