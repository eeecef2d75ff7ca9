// status: ok
__global__ void maskResidues__blocksize(const float *in, float *out, int k) {
  const int t = threadIdx.x;
  float x = in[(blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x + t];
  if ((t & 1) == 1)
    x = x * 3.0f + 1.0f;
  else
    x = x * 0.5f;
  out[(blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x + t] = x;
  if ((t & 3) == 2)
    out[(gridDim.x * blockDim.y) * blockDim.x + (blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x + t] = x;
  if ((t & k) == 1)
    out[t] = 0.0f;
}
