// status: ok
template <int K, int C>
__global__ void limits__streaming(const float *in, const int *lo, const int *hi, const float *data,
                       float *out) {
  __shared__ float s[512];
  __shared__ int r[512];
  __shared__ float q[512];
  const unsigned t = threadIdx.x;
  s[t] = __ldcs(&(in[t]));
  s[t + 256] = __ldcs(&(in[t + 256]));
  r[2 * t] = __ldcs(&(lo[t]));
  r[2 * t + 1] = __ldcs(&(hi[t]));
  q[2 * t] = __ldcs(&(in[t]));
  q[2 * t + 1] = __ldcs(&(in[t + 1]));
  __syncthreads();
  float acc = s[K * t + C] + q[2 * t] * q[2 * t + 1];
  for (int j = r[2 * t]; j < r[2 * t + 1]; ++j)
    acc += __ldcs(&(data[j]));
  const unsigned i = 2 * t;
  auto pair = [i]() { return q[i] + q[i + 1]; };
  __stcs(&(out[t]), acc + pair());
}
