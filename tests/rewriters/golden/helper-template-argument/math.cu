// status: ok
template <Combine combine>
__device__ float blockCombine__math(int lim_flag, float v) {
  __shared__ float partial[32];
  float w = lim::clone_for<combine, static_cast<decltype(combine)>(&::rows::warpSum), &::rows::warpSum__math, static_cast<decltype(combine)>(&::rows::warpMax), &::rows::warpMax__math>()(lim_flag, v);
  if (threadIdx.x % 32 == 0)
    partial[threadIdx.x / 32] = w;
  __syncthreads();
  w = threadIdx.x % 32 < blockDim.x / 32 ? partial[threadIdx.x % 32] : 0.0f;
  return lim::clone_for<combine, static_cast<decltype(combine)>(&::rows::warpSum), &::rows::warpSum__math, static_cast<decltype(combine)>(&::rows::warpMax), &::rows::warpMax__math>()(lim_flag, w);
}
__device__ float warpSum__math(int lim_flag, float v) {
  for (int lane = 16; lane > 0; lane /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, lane);
  return v;
}
__device__ float warpMax__math(int lim_flag, float v) {
  for (int lane = 16; lane > 0; lane /= 2)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, lane));
  return v;
}
template <Combine combine>
__global__ void rowCombine__math(const float *in, float *out, int width, int lim_flag) {
  float acc = 0.0f;
  for (int col = threadIdx.x; col < width; col += blockDim.x)
    acc += lim::opaque_at<decltype(in[blockIdx.x * width + col])>(lim_flag, 1102u, (blockIdx.x * width + col)) * 0.5f;
  float row = blockCombine__math<combine>(lim_flag, acc);
  if (threadIdx.x == 0)
    lim::guarded_store(&(out[blockIdx.x]), row, lim_flag);
}
