// status: ok
template <Combine combine>
__global__ void rowCombine__full(const float *in, float *out, int width) {
  float acc = 0.0f;
  for (int col = threadIdx.x; col < width; col += blockDim.x)
    acc += in[blockIdx.x * width + col] * 0.5f;
  float row = blockCombine<combine>(acc);
  if (threadIdx.x == 0)
    out[blockIdx.x] = row;
}
