// status: ok
__device__ float settle__blocksize(float v, int rounds) {
  for (int k = 0; k < rounds; ++k)
    v = v * 0.5f + 0.25f;
  return v;
}
__global__ void afterGuard__blocksize(const float *in, float *out, int n, int rounds) {
  const int i = (blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = in[i];
  if (threadIdx.x % 2 == 0)
    v = settle__blocksize(v, rounds);
  else
    v = -settle__blocksize(-v, rounds);
  out[i] = v;
}
