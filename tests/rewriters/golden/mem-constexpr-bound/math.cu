// status: ok
__device__ __forceinline__ float step__math(int lim_flag, float x) {
#pragma unroll 4
  for (int k = 0; k < kSteps; ++k)
    x = x * 0.999f + 0.25f * x * x;
  return x;
}
__global__ void relaxCells__math(const float *__restrict__ in, float *__restrict__ out, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  constexpr float &gain = relax::gains[1];
  float bias = 0.0f;
  for (int k = 0; k < n; ++k)
    bias += lim::opaque<decltype(gain)>(lim_flag, 951u, &(gain)) * static_cast<float>(k);
  if (i < n)
    lim::guarded_store(&(out[i]), relax::step__math(lim_flag, lim::opaque_at<decltype(in[i])>(lim_flag, 752u, (i))) + bias + static_cast<float>(relax::kSteps), lim_flag);
}
