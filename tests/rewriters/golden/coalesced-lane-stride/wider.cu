// status: ok
__global__ void strides__wider(const float *__restrict__ in, const int *__restrict__ at, float *out,
                        int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int t = 2 * i + 1;
  const float4 lim_wide_1001 = *reinterpret_cast<const float4 *>(&(in)[(4 * i)]); float s = lim_wide_1001.x + lim_wide_1001.y + lim_wide_1001.z + lim_wide_1001.w;
  s += in[t] + in[n + threadIdx.y];
  const bool first = threadIdx.x;
  s += in[first * 4];
  const unsigned u = threadIdx.x - 16u;
  const long long wide = u;
  s += in[wide * 2];
  s += in[at[i] * 2];
  const long long g = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  s += in[g + 8];
  {
    const uint3 blockIdx = threadIdx;
    s += in[threadIdx.x * 2 - blockIdx.x * 2 + 64];
  }
  out[i] = s;
}
