// status: ok
__global__ void rowSums__full(Args a) {
  const int row = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 0.0f;
  for (int k = 0; k < a.n; ++k)
    acc += a.in[row * a.n + k];
  a.out[row] = acc;
}
