// status: conservative
// reason: line 28: keeps the lanes of a branch on a stride of the thread index (its body reads a per-thread value from before it, and its condition holds more than the stride test)
__global__ void halfWarps__nodivergence(const float *in, float *out, int k) {
  const int t = threadIdx.x;
  const int lane = threadIdx.x & 31;
  float x = in[blockIdx.x * blockDim.x + t];
  if ((lim::range_valid((32), static_cast<long long>(static_cast<int>(16))) ? lim::range_first(t, (32), static_cast<long long>(static_cast<int>(16)), blockDim.x) : (t % 32 < 16))) {
    for (int k = 0; k < 32; ++k)
      x = x * 1.01f + 0.5f;
  } else {
    for (int k = 0; k < 32; ++k)
      x = x * 0.99f - 0.5f;
  }
  if ((lim::range_valid(lim::mask_stride(31), static_cast<long long>(static_cast<int>(24))) ? !lim::range_first(threadIdx.x, lim::mask_stride(31), static_cast<long long>(static_cast<int>(24)), blockDim.x) : (lane >= 24)))
    x = sqrtf(x * x + 1.0f);
  if ((lim::range_valid((16), static_cast<long long>(static_cast<int>(8))) ? lim::range_first(t, (16), static_cast<long long>(static_cast<int>(8)), blockDim.x) : (8 > t % 16)))
    x = -x;
  if ((lim::range_valid((32), static_cast<long long>(static_cast<int>(3)) + 1) ? lim::range_first(t, (32), static_cast<long long>(static_cast<int>(3)) + 1, blockDim.x) : (t % 32 <= 3)))
    x = x * 3.0f;
  if ((lim::range_valid((32), static_cast<long long>(static_cast<unsigned int>(k)) + 1) ? !lim::range_first(threadIdx.x, (32), static_cast<long long>(static_cast<unsigned int>(k)) + 1, blockDim.x) : (threadIdx.x % 32 > k)))
    x = x + 1.0f;
  if (t % 32 < 4 && x > 0.0f)
    x = x * 2.0f;
  out[blockIdx.x * blockDim.x + t] = x;
}
