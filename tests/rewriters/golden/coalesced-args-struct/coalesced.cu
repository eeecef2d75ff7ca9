// status: ok
__global__ void rowSums__coalesced(Args a) {
  const int row = blockIdx.x * blockDim.x + threadIdx.x; const auto lim_shift_477 = lim::coalesced_runs((row * a.n), (0), (a.n)); 
  float acc = 0.0f;
  for (int k = 0; k < a.n; ++k)
    acc += a.in[(row * a.n + k) + lim_shift_477.at((k))];
  a.out[row] = acc;
}
