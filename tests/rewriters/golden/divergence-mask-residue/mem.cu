// status: ok
__global__ void maskResidues__mem(const float *in, float *out, int k) {
  const int t = threadIdx.x;
  float x = in[blockIdx.x * blockDim.x + t];
  if ((t & 1) == 1)
    x = lim::fold<decltype(x)>(x);
  else
    x = lim::fold<decltype(x)>(x);
  out[blockIdx.x * blockDim.x + t] = x;
  if ((t & 3) == 2)
    out[gridDim.x * blockDim.x + blockIdx.x * blockDim.x + t] = x;
  if ((t & k) == 1)
    out[t] = 0.0f;
}
