// status: ok
__global__ void none__coalesced(const float *__restrict__ in, float *__restrict__ out, int n) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  float s = 0.0f;
  if (n > 1000)
    goto done;
  for (int j = 0; j < n; ++j)
    s += in[lim::coalesced_index_linear(4 * (p + j), 4)] + in[lim::coalesced_index_linear(4 * p + j, 4)];
done:
  out[p] = s;
}
