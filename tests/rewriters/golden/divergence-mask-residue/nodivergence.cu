// status: ok
__global__ void maskResidues__nodivergence(const float *in, float *out, int k) {
  const int t = threadIdx.x;
  float x = in[blockIdx.x * blockDim.x + t];
  if ((lim::stride_valid(lim::mask_stride(1), (1)) ? lim::stride_first(t, lim::mask_stride(1), (1), blockDim.x) : ((t & 1) == 1)))
    x = x * 3.0f + 1.0f;
  else
    x = x * 0.5f;
  out[blockIdx.x * blockDim.x + t] = x;
  if ((lim::stride_valid(lim::mask_stride(3), (2)) ? lim::stride_first(t, lim::mask_stride(3), (2), blockDim.x) : ((t & 3) == 2)))
    out[gridDim.x * blockDim.x + blockIdx.x * blockDim.x + t] = x;
  if (lim::stride_covers(t, lim::mask_stride(k), (1), blockDim.x) && ((lim::stride_valid(lim::mask_stride(k), (1)) || ((static_cast<decltype(t)>(lim::stride_role(t, lim::mask_stride(k), (1), blockDim.x)) & k) == 1))))
    { const auto lim_role_852 = lim::stride_role(t, lim::mask_stride(k), (1), blockDim.x); out[static_cast<decltype(t)>(lim_role_852)] = 0.0f; };
}
