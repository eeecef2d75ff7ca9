// p180: a blind probe's kernels (2026-12-05, second session).
// Activation picked by a switch on a parameter, computed through cuda::std math functions
// (libcu++), a grid-stride while loop over size_t. Slow: precise exp/pow/sin.
// Fix: the intrinsics (__expf, __powf, __sinf).
#include <cuda/std/cmath>
#include <cstddef>

__global__ void activatePrecise(const float *__restrict__ x, float *__restrict__ y, size_t n, int kind, float p) {
  size_t i = static_cast<size_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  const size_t stride = static_cast<size_t>(blockDim.x) * gridDim.x;
  while (i < n) {
    const float v = x[i];
    float r;
    switch (kind) {
      case 0: r = v * cuda::std::exp(-v * v); break;
      case 1: r = cuda::std::pow(cuda::std::fabs(v) + 1.0f, p) * cuda::std::sin(v); break;
      default: r = cuda::std::log(1.0f + cuda::std::exp(v)); break;
    }
    y[i] = r;
    i += stride;
  }
}

__global__ void activateIntrinsic(const float *__restrict__ x, float *__restrict__ y, size_t n, int kind, float p) {
  size_t i = static_cast<size_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  const size_t stride = static_cast<size_t>(blockDim.x) * gridDim.x;
  while (i < n) {
    const float v = x[i];
    float r;
    switch (kind) {
      case 0: r = v * __expf(-v * v); break;
      case 1: r = __powf(fabsf(v) + 1.0f, p) * __sinf(v); break;
      default: r = __logf(1.0f + __expf(v)); break;
    }
    y[i] = r;
    i += stride;
  }
}
