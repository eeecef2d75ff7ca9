// status: ok
__global__ void strides__streaming(const float *__restrict__ in, const int *__restrict__ at, float *out,
                        int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int t = 2 * i + 1;
  float s = __ldcs(&(in[4 * i])) + __ldcs(&(in[4 * i + 1])) + __ldcs(&(in[4 * i + 2])) + __ldcs(&(in[4 * i + 3]));
  s += __ldcs(&(in[t])) + __ldcs(&(in[n + threadIdx.y]));
  const bool first = threadIdx.x;
  s += __ldcs(&(in[first * 4]));
  const unsigned u = threadIdx.x - 16u;
  const long long wide = u;
  s += __ldcs(&(in[wide * 2]));
  s += __ldcs(&(in[__ldcs(&(at[i])) * 2]));
  const long long g = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  s += __ldcs(&(in[g + 8]));
  {
    const uint3 blockIdx = threadIdx;
    s += __ldcs(&(in[threadIdx.x * 2 - blockIdx.x * 2 + 64]));
  }
  __stcs(&(out[i]), s);
}
