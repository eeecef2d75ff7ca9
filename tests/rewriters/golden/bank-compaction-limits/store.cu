// status: ok
template <int K, int C>
__global__ void limits__store(const float *in, const int *lo, const int *hi, const float *data,
                       float *out, int lim_flag) {
  __shared__ float s[512];
  __shared__ int r[512];
  __shared__ float q[512];
  const unsigned t = threadIdx.x;
  s[t] = lim::stored<decltype(s[t])>(lim_flag);
  s[t + 256] = lim::stored<decltype(s[t + 256])>(lim_flag);
  r[2 * t] = lo[t];
  r[2 * t + 1] = hi[t];
  q[2 * t] = lim::stored<decltype(q[2 * t])>(lim_flag);
  q[2 * t + 1] = lim::stored<decltype(q[2 * t + 1])>(lim_flag);
  __syncthreads();
  float acc = s[K * t + C] + q[2 * t] * q[2 * t + 1];
  for (int j = r[2 * t]; j < r[2 * t + 1]; ++j)
    acc += lim::opaque_at<decltype(data[j])>(lim_flag, 962u, (j));
  const unsigned i = 2 * t;
  auto pair = [i, lim_flag]() { return q[i] + q[i + 1]; };
  out[t] = lim::stored<decltype(out[t])>(lim_flag);
}
