// A softplus of half the input written with unsuffixed literals: each math function takes a
// double argument, so C++ picks the double exp and log, and the sum is double too. With the
// literals suffixed, CUDA's float overloads of exp and log take the floats.
__global__ void softplusHalf(const float *in, float *out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = log(1.0 + exp(in[i] * 0.5));
}
