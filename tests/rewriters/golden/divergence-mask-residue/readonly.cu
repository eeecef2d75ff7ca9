// status: ok
__global__ void maskResidues__readonly(const float *in, float *out, int k) {
  const int t = threadIdx.x;
  float x = __ldg(&(in[blockIdx.x * blockDim.x + t]));
  if ((t & 1) == 1)
    x = x * 3.0f + 1.0f;
  else
    x = x * 0.5f;
  out[blockIdx.x * blockDim.x + t] = x;
  if ((t & 3) == 2)
    out[gridDim.x * blockDim.x + blockIdx.x * blockDim.x + t] = x;
  if ((t & k) == 1)
    out[t] = 0.0f;
}
