// A softplus of half the input written with unsuffixed literals: each math function takes a
// double argument, so C++ picks the double exp and log, and the sum is double too. With the
// literals suffixed, CUDA's float overloads of exp and log take the floats.
__global__ void softplusHalf(const float *in, float *out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = log(1.0 + exp(in[i] * 0.5));
}

// A Gaussian weight over powers of a float: `pow(d, 2.0)` of a float d is the headers'
// template that promotes both to the double pow, and `k * 0.25` and `/ k` convert the int k to
// double. With the literals suffixed, the float pow (CUDA's overload) and no double left.
__global__ void powerWeights(const float *in, float *out, float mu, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float d = in[i] - mu;
  float s = exp(-pow(d, 2.0) / 2.0);
  for (int k = 1; k <= 8; ++k)
    s += pow(d, k * 0.25) / k;
  out[i] = s;
}

// Constants written as macros, each a literal alone: the what-if casts each use to float,
// and compiles to the fix whose macros carry `f`.
#define GAIN 0.75
#define BIAS 2.0
#define GAIN_F 0.75f
#define BIAS_F 2.0f

__global__ void gainMacros(const float *in, float *out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = GAIN * in[i] + BIAS;
}

__global__ void gainMacrosSuffixed(const float *in, float *out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = GAIN_F * in[i] + BIAS_F;
}

// A Gaussian over an integer power of a float, as courses write it: `pow(d, 2)`. Clang's CUDA
// headers call a float function (powif), but nvcc's, with GCC's library, std::pow's template,
// which promotes both to the double pow: the compiled kernel does double arithmetic with no
// double literal in sight. The what-if makes the exponent a float, the float pow.
__global__ void gaussIntegerPower(const float *in, float *out, float sigma, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = expf(-pow(in[i], 2) / (2.0f * sigma * sigma));
}
