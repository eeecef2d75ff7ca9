// status: ok
__device__ __forceinline__ float step__streaming(float x) {
#pragma unroll 4
  for (int k = 0; k < kSteps; ++k)
    x = x * 0.999f + 0.25f * x * x;
  return x;
}
__global__ void relaxCells__streaming(const float *__restrict__ in, float *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  constexpr float &gain = relax::gains[1];
  float bias = 0.0f;
  for (int k = 0; k < n; ++k)
    bias += __ldcs(&(gain)) * static_cast<float>(k);
  if (i < n)
    __stcs(&(out[i]), relax::step__streaming(__ldcs(&(in[i]))) + bias + static_cast<float>(relax::kSteps));
}
