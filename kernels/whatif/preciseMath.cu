// A kernel slow from precise math and its fix, for the fast-math what-if: each thread folds a
// damped oscillation into an accumulator for a number of steps, with a Gaussian, a sine and a
// division per step. attenuatePrecise writes them as expf, sinf and `/`, which nvcc compiles
// to IEEE-accurate sequences by default; attenuateIntrinsics, the fix, asks for the hardware's
// approximations (__expf, __sinf, __fdividef) where their accuracy is enough.

__global__ void attenuatePrecise(const float *in, float *out, int n, int steps) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = in[i], acc = 0.0f;
  for (int s = 0; s < steps; ++s) {
    acc += expf(-x * x) * sinf(x);
    x = x / (1.0f + acc * acc) + 0.5f;
  }
  out[i] = acc;
}

__global__ void attenuateIntrinsics(const float *in, float *out, int n, int steps) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = in[i], acc = 0.0f;
  for (int s = 0; s < steps; ++s) {
    acc += __expf(-x * x) * __sinf(x);
    x = __fdividef(x, 1.0f + acc * acc) + 0.5f;
  }
  out[i] = acc;
}
