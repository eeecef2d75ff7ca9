// status: ok
__global__ void strides__coalesced(const float *__restrict__ in, const int *__restrict__ at, float *out,
                        int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int t = 2 * i + 1;
  const auto lim_run_1_1001 = lim::coalesced_runs_linear((4 * i), 4, 0, 4); float s = in[(4 * i) + lim_run_1_1001.at(0)] + in[(4 * i + 1) + lim_run_1_1001.at(1)] + in[(4 * i + 2) + lim_run_1_1001.at(2)] + in[(4 * i + 3) + lim_run_1_1001.at(3)];
  s += in[lim::coalesced_index_linear(t, 2)] + in[n + threadIdx.y];
  const bool first = threadIdx.x;
  s += in[lim::coalesced_index(first * 4)];
  const unsigned u = threadIdx.x - 16u;
  const long long wide = u;
  s += in[lim::coalesced_index(wide * 2)];
  s += in[lim::coalesced_index(at[i] * 2)];
  const long long g = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  s += in[g + 8];
  {
    const uint3 blockIdx = threadIdx;
    s += in[lim::coalesced_index(threadIdx.x * 2 - blockIdx.x * 2 + 64)];
  }
  out[i] = s;
}
