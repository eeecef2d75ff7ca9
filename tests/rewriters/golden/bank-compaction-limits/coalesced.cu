// status: conservative
// reason: line 15: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 16: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
template <int K, int C>
__global__ void limits__coalesced(const float *in, const int *lo, const int *hi, const float *data,
                       float *out) {
  __shared__ float s[512];
  __shared__ int r[512];
  __shared__ float q[512];
  const unsigned t = threadIdx.x;
  s[t] = in[t];
  s[t + 256] = in[t + 256];
  r[2 * t] = lo[t];
  r[2 * t + 1] = hi[t];
  q[2 * t] = in[t];
  q[2 * t + 1] = in[t + 1];
  __syncthreads();
  float acc = s[K * t + C] + q[2 * t] * q[2 * t + 1];
  for (int j = r[2 * t]; j < r[2 * t + 1]; ++j)
    acc += data[lim::coalesced(data, j)];
  const unsigned i = 2 * t;
  auto pair = [i]() { return q[i] + q[i + 1]; };
  out[t] = acc + pair();
}
