// A kernel slow from double arithmetic that unsuffixed literals bring into single-precision
// code, and its fix, for the single-precision-literals what-if. Each thread relaxes a value
// towards a fixed point for a number of steps. relaxUnsuffixed writes the constants as `0.96`,
// `1.0` and `7.0`, doubles: C++ widens the float to double for every multiply, subtraction and
// division (a division in double is a long sequence) and narrows the result back to float each
// step. relaxSuffixed, the fix, writes them `0.96f`, `1.0f` and `7.0f`: the same steps in
// single precision.

__global__ void relaxUnsuffixed(const float *in, float *out, int n, int steps) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = in[i];
  for (int s = 0; s < steps; ++s)
    v = v * 0.96 + (1.0 - v) / 7.0;
  out[i] = v;
}

__global__ void relaxSuffixed(const float *in, float *out, int n, int steps) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = in[i];
  for (int s = 0; s < steps; ++s)
    v = v * 0.96f + (1.0f - v) / 7.0f;
  out[i] = v;
}
