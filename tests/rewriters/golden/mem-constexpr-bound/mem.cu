// status: ok
__device__ __forceinline__ float step__mem(float x) { return lim::fold<float>(x); 




}
__global__ void relaxCells__mem(const float *__restrict__ in, float *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  constexpr float &gain = relax::gains[1];
  float bias = 0.0f;
  for (int k = 0; k < n; ++k)
    bias = lim::fold<decltype(bias)>(bias, gain);
  if (i < n)
    out[i] = lim::fold<decltype(out[i])>(relax::step__mem(in[i]), bias);
}
