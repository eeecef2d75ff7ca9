// Escape-time iteration (the Mandelbrot set): each thread iterates z <- z^2 + c from z = 0
// until |z| reaches 2 or the iteration limit, and stores how many steps it took.
//
// The loop's trip count depends on the loaded point c: c reaches the loop condition through z,
// a loop-carried value held in a struct and updated by a helper. The loads of c are therefore
// structural: a variant that replaced them by made-up values would change how long every
// thread loops, and so the very arithmetic it is meant to time.

#include <cuda_runtime.h>

namespace escape {

struct Complex {
  float re, im;
};

__device__ Complex squarePlus(Complex z, Complex c) {
  return {z.re * z.re - z.im * z.im + c.re, 2.0f * z.re * z.im + c.im};
}

__device__ float norm2(Complex z) { return z.re * z.re + z.im * z.im; }

__global__ void escapeTime(const float *__restrict__ re, const float *__restrict__ im,
                           int *__restrict__ steps, int n, int maxSteps) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const Complex c{re[i], im[i]};
  Complex z{0.0f, 0.0f};
  int k = 0;
  while (k < maxSteps && norm2(z) < 4.0f) {
    z = squarePlus(z, c);
    ++k;
  }
  steps[i] = k;
}

} // namespace escape
