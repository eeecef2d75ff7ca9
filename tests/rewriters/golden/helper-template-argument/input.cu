// Helpers handed to a template as function-pointer template arguments: the call through the
// parameter (`combine(v)`) reaches the function each instantiation passes, so each variant
// calls that function's clone, chosen at compile time by lim::clone_for.
namespace rows {

__device__ float warpSum(float v) {
  for (int lane = 16; lane > 0; lane /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, lane);
  return v;
}

__device__ float warpMax(float v) {
  for (int lane = 16; lane > 0; lane /= 2)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, lane));
  return v;
}

using Combine = float (*)(float);

template <Combine combine>
__device__ float blockCombine(float v) {
  __shared__ float partial[32];
  float w = combine(v);
  if (threadIdx.x % 32 == 0)
    partial[threadIdx.x / 32] = w;
  __syncthreads();
  w = threadIdx.x % 32 < blockDim.x / 32 ? partial[threadIdx.x % 32] : 0.0f;
  return combine(w);
}

template <Combine combine>
__global__ void rowCombine(const float *in, float *out, int width) {
  float acc = 0.0f;
  for (int col = threadIdx.x; col < width; col += blockDim.x)
    acc += in[blockIdx.x * width + col] * 0.5f;
  float row = blockCombine<combine>(acc);
  if (threadIdx.x == 0)
    out[blockIdx.x] = row;
}

template __global__ void rowCombine<warpSum>(const float *, float *, int);
template __global__ void rowCombine<warpMax>(const float *, float *, int);

} // namespace rows
