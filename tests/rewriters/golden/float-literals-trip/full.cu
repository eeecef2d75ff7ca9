// status: ok
__global__ void bounded__full(float *out, int n, float scale) {
  const float lim = n * 0.1 * 10.0;
  for (int j = threadIdx.x; j < lim; j += blockDim.x)
    out[j] = scale * 0.5;
}
