// status: ok
__global__ void unevenChains__mem(const float *in, float *out) {
  const unsigned t = threadIdx.x;
  float x = in[blockIdx.x * blockDim.x + t];
  if (t % 4 == 1)
    x = lim::fold<decltype(x)>(x);
  else if (t % 4 == 1)
    x = lim::fold<decltype(x)>(x);
  else
    x = lim::fold<decltype(x)>(x);
  if (t % 4 == 0)
    x = lim::fold<decltype(x)>(x);
  else if (t % 8 == 1)
    x = lim::fold<decltype(x)>(x);
  out[blockIdx.x * blockDim.x + t] = x;
}
