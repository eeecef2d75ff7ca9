// status: ok
__global__ void kinds__blocksize(const float *in, float *out) {
  const unsigned t = threadIdx.x;
  const unsigned i = (blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x + t;
  float x = in[i];
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
  out[i] = x;
}
