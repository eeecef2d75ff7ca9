// `pow(x, 2)` of a float x: Clang's CUDA headers call a float function (powif), but nvcc's,
// with GCC's library, std::pow's template, which promotes both to the double pow. The
// single-precision what-if makes the exponent a float (`pow(v, static_cast<float>(2))`, the
// float pow under both), beside the literal it suffixes. A power whose value decides the
// loop's trip count is kept, and said.
__global__ void gaussPower(const float *x, float *y, float sigma, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float v = x[i];
  float s = exp(-pow(v, 2) / (2 * sigma * sigma)) / sqrt(2 * 3.14159265 * sigma * sigma);
  const int steps = static_cast<int>(pow(sigma, 3));
  for (int k = 0; k < steps; ++k)
    s += v * k;
  y[i] = s;
}
