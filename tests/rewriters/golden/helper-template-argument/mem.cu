// status: ok
template <Combine combine>
__device__ float blockCombine__mem(float v) {
  __shared__ float partial[32];
  float w = lim::clone_for<combine, static_cast<decltype(combine)>(&::rows::warpSum), &::rows::warpSum__mem, static_cast<decltype(combine)>(&::rows::warpMax), &::rows::warpMax__mem>()(v);
  if (threadIdx.x % 32 == 0)
    partial[threadIdx.x / 32] = w;
  __syncthreads();
  w = threadIdx.x % 32 < blockDim.x / 32 ? partial[threadIdx.x % 32] : 0.0f;
  return lim::keep_shared(&partial), lim::clone_for<combine, static_cast<decltype(combine)>(&::rows::warpSum), &::rows::warpSum__mem, static_cast<decltype(combine)>(&::rows::warpMax), &::rows::warpMax__mem>()(w);
 lim::keep_shared(&partial); }
__device__ float warpSum__mem(float v) {
  for (int lane = 16; lane > 0; lane /= 2)
    v = lim::fold<decltype(v)>(v, __shfl_xor_sync(0xffffffffu, v, lane));
  return v;
}
__device__ float warpMax__mem(float v) {
  for (int lane = 16; lane > 0; lane /= 2)
    v = lim::fold<decltype(v)>(v, __shfl_xor_sync(0xffffffffu, v, lane));
  return v;
}
template <Combine combine>
__global__ void rowCombine__mem(const float *in, float *out, int width) {
  float acc = 0.0f;
  for (int col = threadIdx.x; col < width; col += blockDim.x)
    acc = lim::fold<decltype(acc)>(acc, in[blockIdx.x * width + col]);
  float row = blockCombine__mem<combine>(acc);
  if (threadIdx.x == 0)
    out[blockIdx.x] = row;
}
