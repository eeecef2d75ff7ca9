// status: ok
__global__ void kinds__math(const float *in, float *out, int lim_flag) {
  const unsigned t = threadIdx.x;
  const unsigned i = blockIdx.x * blockDim.x + t;
  float x = lim::opaque_at<decltype(in[i])>(lim_flag, 570u, (i));
  switch ((t + 1) % 4) {
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
  lim::guarded_store(&(out[i]), x, lim_flag);
}
