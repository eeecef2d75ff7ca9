// status: ok
__global__ void parityFrom__nodivergence(const float *in, float *out, int from) {
  const int base = from + static_cast<int>(blockIdx.x * blockDim.x);
  const int i = base + threadIdx.x;
  float x = in[blockIdx.x * blockDim.x + threadIdx.x];
  switch (((static_cast<long long>(i) - static_cast<long long>(threadIdx.x) >= 0) ? lim::stride_case(lim::stride_run(threadIdx.x, (2), blockDim.x, 1u, lim::stride_residue_grid((2), (0), i, threadIdx.x), lim::stride_residue_grid((2), (1), i, threadIdx.x)), 2, 0, 1) : (i % 2))) {
  case 0:
    x = x * 0.5f;
    break;
  case 1:
    x = x * 3.0f + 1.0f;
    break;
  case -1:
    x = -x;
    break;
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = x;
}
