// status: ok
template <int K, int C>
__global__ void limits__nobankconflict(const float *in, const int *lo, const int *hi, const float *data,
                       float *out) {
  __shared__ float s[(512) + ((512) - 1) / 32 * 1];
  __shared__ int r[(512) + ((512) - 1) / 32 * 1];
  __shared__ float q[(512) + ((512) - 1) / 32 * 1];
  const unsigned t = threadIdx.x;
  s[lim::bank_skewed<32, 1>(t)] = in[t];
  s[lim::bank_skewed<32, 1>(t + 256)] = in[t + 256];
  r[lim::bank_skewed<32, 1>(2 * t)] = lo[t];
  r[lim::bank_skewed<32, 1>(2 * t + 1)] = hi[t];
  q[(t)] = in[t];
  q[(t) + (1)] = in[t + 1];
  __syncthreads();
  float acc = s[lim::bank_skewed<32, 1>(K * t + C)] + q[(t)] * q[(t) + (1)];
  for (int j = r[lim::bank_skewed<32, 1>(2 * t)]; j < r[lim::bank_skewed<32, 1>(2 * t + 1)]; ++j)
    acc += data[j];
  const unsigned i = 2 * t;
  auto pair = [i]() { return q[lim::bank_skewed<32, 1>(i)] + q[lim::bank_skewed<32, 1>(i + 1)]; };
  out[t] = acc + pair();
}
