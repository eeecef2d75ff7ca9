// status: ok
__global__ void rowSums__coalesced(Args a) {
  const int row = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 0.0f;
  const long long lim_shift_477 = lim::coalesced_shift((row * a.n)); for (int k = 0; k < a.n; ++k)
    acc += a.in[(row * a.n + k) + lim_shift_477];
  a.out[lim::coalesced_index(row)] = acc;
}
