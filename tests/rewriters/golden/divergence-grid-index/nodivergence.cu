// status: ok
__global__ void gridParity__nodivergence(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = in[i];
  if ((lim::stride_valid((2), lim::stride_residue_grid((2), (0), i, threadIdx.x)) ? lim::stride_first(threadIdx.x, (2), lim::stride_residue_grid((2), (0), i, threadIdx.x), blockDim.x) : (i % 2 == 0))) {
    for (int k = 0; k < 32; ++k)
      x = x * 1.01f + 0.5f;
  } else {
    for (int k = 0; k < 32; ++k)
      x = x * 0.99f - 0.5f;
  }
  if ((lim::stride_valid(lim::mask_stride(3), lim::stride_residue_grid(lim::mask_stride(3), 0, (blockIdx.x * blockDim.x + threadIdx.x), threadIdx.x)) ? lim::stride_first(threadIdx.x, lim::mask_stride(3), lim::stride_residue_grid(lim::mask_stride(3), 0, (blockIdx.x * blockDim.x + threadIdx.x), threadIdx.x), blockDim.x) : (((blockIdx.x * blockDim.x + threadIdx.x) & 3) == 0)))
    x = sqrtf(x * x + 1.0f);
  if (i % 3 == 1)
    x = -x;
  out[i] = x;
}
