// status: ok
__global__ void none__readonly(const float *__restrict__ in, float *__restrict__ out, int n) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  float s = 0.0f;
  if (n > 1000)
    goto done;
  for (int j = 0; j < n; ++j)
    s += in[4 * (p + j)] + in[4 * p + j];
done:
  out[p] = s;
}
