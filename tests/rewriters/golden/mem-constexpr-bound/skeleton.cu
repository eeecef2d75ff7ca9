// status: ok
__device__ __forceinline__ float step__skeleton(int lim_flag, float x) {
#pragma unroll 4
  for (int k = 0; k < kSteps; ++k)
    do { /* limiter: it only computes what this variant does not keep */ } while (0);
  return x;
}
__global__ void relaxCells__skeleton(const float *__restrict__ in, float *__restrict__ out, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  constexpr float &gain = relax::gains[1];
  float bias = 0.0f;
  for (int k = 0; k < n; ++k)
    bias += lim::opaque<decltype(gain)>(lim_flag, 951u, &(gain)) * static_cast<float>(k);
  if (i < n)
    lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
}
