// status: ok
__global__ void rowSums__store(Args a, int lim_flag) {
  const int row = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 0.0f;
  for (int k = 0; k < a.n; ++k)
    acc += lim::opaque_at<decltype(a.in[row * a.n + k])>(lim_flag, 477u, (row * a.n + k));
  a.out[row] = lim::stored<decltype(a.out[row])>(lim_flag);
}
