// The block-size what-if's copy of a kernel that reads its block's index: one warp a row,
// blockIdx.x the row and gridDim.x the rows, with a shuffle sum. Each read of blockIdx.x and
// gridDim.x, in the kernel and in the helper it calls, becomes the row of a larger block;
// threadIdx.x and blockDim.x stay full's.

__device__ unsigned rowsOfGrid() { return gridDim.x; }

__device__ float warpSum(float v) {
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}

__global__ void rowNorms(const float *in, float *norms, int cols) {
  const unsigned row = blockIdx.x;
  const float *r = in + (size_t)row * cols;
  float s = 0.f;
  for (int k = threadIdx.x; k < cols; k += blockDim.x)
    s += r[k] * r[k];
  s = warpSum(s);
  if (threadIdx.x == 0 && row < rowsOfGrid())
    norms[blockIdx.x] = sqrtf(s);
}
