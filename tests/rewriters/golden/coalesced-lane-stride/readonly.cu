// status: ok
__global__ void strides__readonly(const float *__restrict__ in, const int *__restrict__ at, float *out,
                        int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int t = 2 * i + 1;
  float s = __ldg(&(in[4 * i])) + __ldg(&(in[4 * i + 1])) + __ldg(&(in[4 * i + 2])) + __ldg(&(in[4 * i + 3]));
  s += __ldg(&(in[t])) + __ldg(&(in[n + threadIdx.y]));
  const bool first = threadIdx.x;
  s += __ldg(&(in[first * 4]));
  const unsigned u = threadIdx.x - 16u;
  const long long wide = u;
  s += __ldg(&(in[wide * 2]));
  s += __ldg(&(in[__ldg(&(at[i])) * 2]));
  const long long g = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  s += __ldg(&(in[g + 8]));
  {
    const uint3 blockIdx = threadIdx;
    s += __ldg(&(in[threadIdx.x * 2 - blockIdx.x * 2 + 64]));
  }
  out[i] = s;
}
