// status: ok
__global__ void relaxCells__full(const float *__restrict__ in, float *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  constexpr float &gain = relax::gains[1];
  float bias = 0.0f;
  for (int k = 0; k < n; ++k)
    bias += gain * static_cast<float>(k);
  if (i < n)
    out[i] = relax::step(in[i]) + bias + static_cast<float>(relax::kSteps);
}
