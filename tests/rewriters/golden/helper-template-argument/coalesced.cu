// status: ok
template <Combine combine>
__device__ float blockCombine__coalesced(float v) {
  __shared__ float partial[32];
  float w = lim::clone_for<combine, static_cast<decltype(combine)>(&::rows::warpSum), &::rows::warpSum__coalesced, static_cast<decltype(combine)>(&::rows::warpMax), &::rows::warpMax__coalesced>()(v);
  if (threadIdx.x % 32 == 0)
    partial[threadIdx.x / 32] = w;
  __syncthreads();
  w = threadIdx.x % 32 < blockDim.x / 32 ? partial[threadIdx.x % 32] : 0.0f;
  return lim::clone_for<combine, static_cast<decltype(combine)>(&::rows::warpSum), &::rows::warpSum__coalesced, static_cast<decltype(combine)>(&::rows::warpMax), &::rows::warpMax__coalesced>()(w);
}
__device__ float warpSum__coalesced(float v) {
  for (int lane = 16; lane > 0; lane /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, lane);
  return v;
}
__device__ float warpMax__coalesced(float v) {
  for (int lane = 16; lane > 0; lane /= 2)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, lane));
  return v;
}
template <Combine combine>
__global__ void rowCombine__coalesced(const float *in, float *out, int width) {
  float acc = 0.0f;
  for (int col = threadIdx.x; col < width; col += blockDim.x)
    acc += in[lim::coalesced(in, blockIdx.x * width + col)] * 0.5f;
  float row = blockCombine__coalesced<combine>(acc);
  if (threadIdx.x == 0)
    out[lim::coalesced(out, blockIdx.x)] = row;
}
