// status: ok
template <int K, int C>
__global__ void limits__readonly(const float *in, const int *lo, const int *hi, const float *data,
                       float *out) {
  __shared__ float s[512];
  __shared__ int r[512];
  __shared__ float q[512];
  const unsigned t = threadIdx.x;
  s[t] = __ldg(&(in[t]));
  s[t + 256] = __ldg(&(in[t + 256]));
  r[2 * t] = __ldg(&(lo[t]));
  r[2 * t + 1] = __ldg(&(hi[t]));
  q[2 * t] = __ldg(&(in[t]));
  q[2 * t + 1] = __ldg(&(in[t + 1]));
  __syncthreads();
  float acc = s[K * t + C] + q[2 * t] * q[2 * t + 1];
  for (int j = r[2 * t]; j < r[2 * t + 1]; ++j)
    acc += __ldg(&(data[j]));
  const unsigned i = 2 * t;
  auto pair = [i]() { return q[i] + q[i + 1]; };
  out[t] = acc + pair();
}
