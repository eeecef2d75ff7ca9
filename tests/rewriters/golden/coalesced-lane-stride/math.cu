// status: ok
__global__ void strides__math(const float *__restrict__ in, const int *__restrict__ at, float *out,
                        int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int t = 2 * i + 1;
  float s = lim::opaque_at<decltype(in[4 * i])>(lim_flag, 830u, (4 * i)) + lim::opaque_at<decltype(in[4 * i + 1])>(lim_flag, 830u, (4 * i + 1)) + lim::opaque_at<decltype(in[4 * i + 2])>(lim_flag, 830u, (4 * i + 2)) + lim::opaque_at<decltype(in[4 * i + 3])>(lim_flag, 830u, (4 * i + 3));
  s += lim::opaque_at<decltype(in[t])>(lim_flag, 830u, (t)) + lim::opaque_at<decltype(in[n + threadIdx.y])>(lim_flag, 830u, (n + threadIdx.y));
  const bool first = threadIdx.x;
  s += lim::opaque_at<decltype(in[first * 4])>(lim_flag, 830u, (first * 4));
  const unsigned u = threadIdx.x - 16u;
  const long long wide = u;
  s += lim::opaque_at<decltype(in[wide * 2])>(lim_flag, 830u, (wide * 2));
  s += lim::opaque_at<decltype(in[at[i] * 2])>(lim_flag, 830u, (at[i] * 2));
  const long long g = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  s += lim::opaque_at<decltype(in[g + 8])>(lim_flag, 830u, (g + 8));
  {
    const uint3 blockIdx = threadIdx;
    s += lim::opaque_at<decltype(in[threadIdx.x * 2 - blockIdx.x * 2 + 64])>(lim_flag, 830u, (threadIdx.x * 2 - blockIdx.x * 2 + 64));
  }
  lim::guarded_store(&(out[i]), s, lim_flag);
}
