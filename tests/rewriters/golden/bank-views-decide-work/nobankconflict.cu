// status: ok
__global__ void countsThroughView__nobankconflict(const int *in, const float *x, float *out) {
  __shared__ int cnt[(512) + ((512) - 1) / 32 * 1];
  int *c = cnt;
  const unsigned t = threadIdx.x;
  cnt[lim::bank_skewed<32, 1>(t)] = in[blockIdx.x * 512 + t];
  cnt[lim::bank_skewed<32, 1>(t + 256)] = in[blockIdx.x * 512 + 256 + t];
  __syncthreads();
  float acc = 0.0f;
  for (int j = 0; j < c[lim::bank_skewed<32, 1>(2 * t)]; ++j)
    acc += x[j];
  out[blockIdx.x * blockDim.x + t] = acc;
}
