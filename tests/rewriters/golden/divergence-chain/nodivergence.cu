// status: ok
__global__ void phases__nodivergence(const float *in, float *out, int steps) {
  const int t = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + t;
  float x = in[i];
  if ((lim::stride_run(t, lim::mask_stride(3), blockDim.x, 1u, 0, (2), (3)) == 0u)) {
    for (int k = 0; k < steps; ++k)
      x = x * 0.99f + 1.0f;
  } else if ((lim::stride_run(t, lim::mask_stride(3), blockDim.x, 1u, 0, (2), (3)) == 1u)) {
    for (int k = 0; k < steps; ++k)
      x = sqrtf(x + 2.0f);
  } else if ((lim::stride_run(t, lim::mask_stride(3), blockDim.x, 1u, 0, (2), (3)) == 2u)) {
    x = -x;
  }
  out[i] = x;
}
