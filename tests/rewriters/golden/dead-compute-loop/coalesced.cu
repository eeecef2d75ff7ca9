// status: ok
__global__ void dampedSines__coalesced(const float *in, float *out, int n, int steps) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = in[lim::coalesced_index_linear(i, 1)], acc = 0.0f;
  for (int s = 0; s < steps; ++s) {
    acc += expf(-x * x) * sinf(x);
    x = x / (1.0f + acc * acc) + 0.5f;
  }
  float z = i * 1.0e-6f;
  int k = 0;
  while (z < 4.0f && k < 100) {
    z = z * z + 0.25f;
    ++k;
  }
  out[lim::coalesced_index_linear(i, 1)] = acc + k;
}
