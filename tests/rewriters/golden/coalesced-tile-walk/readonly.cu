// status: ok
__global__ void tileWalks__readonly(const float *a, const float *b, const float *c, float *out, int n) {
  __shared__ float tile[256 * 32];
  const int t = threadIdx.x;
  const int row0 = blockIdx.x * 256;
  for (int e = t; e < 256 * 32; e += 256)
    tile[e] = __ldg(&(a[(size_t)(row0 + e / 32) * n + e % 32]));
  __syncthreads();
  float acc = 0.0f;
  for (int e = t; e < 256 * 64; e += blockDim.x)
    acc += __ldg(&(b[(size_t)(e % 64) * n + row0 + e / 64]));
  for (int e = t; e < 4096; e += 48)
    acc += __ldg(&(c[(e / 32) * n + e % 32]));
  for (int e = t; e++ < 4096; e += 256)
    acc += __ldg(&(c[(e / 32) * n + e % 32]));
  for (int e = t; e > -4096; e += 4294967264u)
    acc += __ldg(&(c[4096 + (e / 32) * n + e % 32]));
  out[row0 + t] = acc + tile[t * 32];
}
