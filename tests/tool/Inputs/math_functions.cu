// A Boltzmann-weighted sum with the precise exponential and logarithm, and the same with the
// intrinsics a fix would call: the fast-math-functions what-if of the first should compile to
// the second.
#include <cmath>

__global__ void weightsPrecise(const float *__restrict__ energy, float *__restrict__ out, int n,
                               int terms) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float inverse = 1.0f / energy[i];
  float sum = 0.0f;
  for (int k = 1; k <= terms; ++k)
    sum += std::exp(-inverse * static_cast<float>(k) * 0.5f);
  out[i] = std::log(sum + 1.0f);
}

__global__ void weightsIntrinsic(const float *__restrict__ energy, float *__restrict__ out, int n,
                                 int terms) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float inverse = 1.0f / energy[i];
  float sum = 0.0f;
  for (int k = 1; k <= terms; ++k)
    sum += __expf(-inverse * static_cast<float>(k) * 0.5f);
  out[i] = __logf(sum + 1.0f);
}
