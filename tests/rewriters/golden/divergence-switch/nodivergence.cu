// status: ok
__global__ void kinds__nodivergence(const float *in, float *out) {
  const unsigned t = threadIdx.x;
  const unsigned i = blockIdx.x * blockDim.x + t;
  float x = in[i];
  switch (lim::stride_case(lim::stride_run(t, (4), blockDim.x, 1u, lim::stride_residue((4), (0), 1), lim::stride_residue((4), (1), 1), lim::stride_residue((4), (2), 1)), 10, 0, 1, 2)) {
  case 0:
  case 1:
    for (int k = 0; k < 32; ++k)
      x = x * 1.5f - 0.5f;
    break;
  case 9:
    x = 0.0f;
    break;
  case 2: {
    x = x * x;
    break;
  }
  default:
    x = x + 1.0f;
    break;
  }
  out[i] = x;
}
