// status: ok
template <int K, int C>
__global__ void limits__mem(const float *in, const int *lo, const int *hi, const float *data,
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
  float acc = lim::fold<decltype(s[K * t + C] + q[2 * t] * q[2 * t + 1])>(s[K * t + C], q[2 * t], q[2 * t + 1]);
  for (int j = r[2 * t]; j < r[2 * t + 1]; ++j)
    acc = lim::fold<decltype(acc)>(acc, data[j]);
  const unsigned i = 2 * t;
  auto pair = [i]() { return lim::keep_shared(&s, &r, &q), lim::fold<decltype(q[i] + q[i + 1])>(q[i], q[i + 1]); };
  out[t] = lim::fold<decltype(out[t])>(acc);
 lim::keep_shared(&s, &r, &q); }
