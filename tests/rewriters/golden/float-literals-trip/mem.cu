// status: ok
__global__ void bounded__mem(float *out, int n, float scale) {
  const float lim = n * 0.1 * 10.0;
  for (int j = threadIdx.x; j < lim; j += blockDim.x)
    out[j] = lim::fold<decltype(out[j])>(scale);
}
