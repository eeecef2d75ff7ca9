// status: ok
__global__ void rowNorms__full(const float *in, float *norms, int cols) {
  const unsigned row = blockIdx.x;
  const float *r = in + (size_t)row * cols;
  float s = 0.f;
  for (int k = threadIdx.x; k < cols; k += blockDim.x)
    s += r[k] * r[k];
  s = warpSum(s);
  if (threadIdx.x == 0 && row < rowsOfGrid())
    norms[blockIdx.x] = sqrtf(s);
}
