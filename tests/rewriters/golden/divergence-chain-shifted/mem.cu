// status: ok
__global__ void neighbours__mem(const float *in, float *out, int n) {
  const int t = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + t;
  const float *before = in + blockIdx.x * blockDim.x - 1;
  float x = 0.0f;
  if (t % 2 == 1)
    x = in[i - 1];
  else if (t % 2 == 0)
    x = in[i + 1];
  if (t % 2 == 1)
    x = lim::fold<decltype(x)>(x, before[t]);
  else
    x = lim::fold<decltype(x)>(x);
  out[i] = x;
}
