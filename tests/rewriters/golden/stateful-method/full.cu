// status: ok
__global__ void jitter__full(const float *in, float *out, const unsigned *seeds, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Lcg rng(seeds[i]);
  rng.skip(3);
  float x = in[i];
  for (int k = 0; k < 8; ++k)
    x += 0.01f * rng();
  out[i] = x;
}
