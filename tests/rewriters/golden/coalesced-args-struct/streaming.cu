// status: ok
__global__ void rowSums__streaming(Args a) {
  const int row = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 0.0f;
  for (int k = 0; k < a.n; ++k)
    acc += __ldcs(&(a.in[row * a.n + k]));
  __stcs(&(a.out[row]), acc);
}
