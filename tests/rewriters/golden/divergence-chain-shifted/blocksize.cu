// status: ok
__global__ void neighbours__blocksize(const float *in, float *out, int n) {
  const int t = threadIdx.x;
  const int i = (blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x + t;
  const float *before = in + (blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x - 1;
  float x = 0.0f;
  if (t % 2 == 1)
    x = in[i - 1];
  else if (t % 2 == 0)
    x = in[i + 1];
  if (t % 2 == 1)
    x += before[t];
  else
    x -= 1.0f;
  out[i] = x;
}
