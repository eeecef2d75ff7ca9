// status: ok
__device__ float warpSum__blocksize(float v) {
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}
__device__ unsigned rowsOfGrid__blocksize() { return (gridDim.x * blockDim.y); }
__global__ void rowNorms__blocksize(const float *in, float *norms, int cols) {
  const unsigned row = (blockIdx.x * blockDim.y + threadIdx.y);
  const float *r = in + (size_t)row * cols;
  float s = 0.f;
  for (int k = threadIdx.x; k < cols; k += blockDim.x)
    s += r[k] * r[k];
  s = warpSum__blocksize(s);
  if (threadIdx.x == 0 && row < rowsOfGrid__blocksize())
    norms[(blockIdx.x * blockDim.y + threadIdx.y)] = sqrtf(s);
}
