// status: ok
__global__ void forms__coalesced(const float *in, float *out, int steps, int a) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = in[lim::coalesced_index_linear(i, 1)], acc = 0.0f;
  if (a > 0)
    for (int s = 0; s < steps; ++s)
      acc += sinf(x * s);
  else
    acc = 1.0f;
  float total = 0.0f;
  float &r = total;
  for (int s = 0; s < steps; ++s)
    r += sinf(x * s);
  out[lim::coalesced_index_linear(i, 1)] = acc + total;
}
