// status: ok
template <Combine combine>
__device__ float blockCombine__nodivergence(float v) {
  __shared__ float partial[32];
  float w = lim::clone_for<combine, static_cast<decltype(combine)>(&::rows::warpSum), &::rows::warpSum__nodivergence, static_cast<decltype(combine)>(&::rows::warpMax), &::rows::warpMax__nodivergence>()(v);
  if ((lim::stride_valid((32), (0)) ? lim::stride_first(threadIdx.x, (32), (0), blockDim.x) : (threadIdx.x % 32 == 0)))
    partial[threadIdx.x / 32] = w;
  __syncthreads();
  w = threadIdx.x % 32 < blockDim.x / 32 ? partial[threadIdx.x % 32] : 0.0f;
  return lim::clone_for<combine, static_cast<decltype(combine)>(&::rows::warpSum), &::rows::warpSum__nodivergence, static_cast<decltype(combine)>(&::rows::warpMax), &::rows::warpMax__nodivergence>()(w);
}
__device__ float warpSum__nodivergence(float v) {
  for (int lane = 16; lane > 0; lane /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, lane);
  return v;
}
__device__ float warpMax__nodivergence(float v) {
  for (int lane = 16; lane > 0; lane /= 2)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, lane));
  return v;
}
template <Combine combine>
__global__ void rowCombine__nodivergence(const float *in, float *out, int width) {
  float acc = 0.0f;
  for (int col = threadIdx.x; col < width; col += blockDim.x)
    acc += in[blockIdx.x * width + col] * 0.5f;
  float row = blockCombine__nodivergence<combine>(acc);
  if (threadIdx.x == 0)
    out[blockIdx.x] = row;
}
