// status: ok
__global__ void none__streaming(const float *__restrict__ in, float *__restrict__ out, int n) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  float s = 0.0f;
  if (n > 1000)
    goto done;
  for (int j = 0; j < n; ++j)
    s += __ldcs(&(in[4 * (p + j)])) + __ldcs(&(in[4 * p + j]));
done:
  __stcs(&(out[p]), s);
}
