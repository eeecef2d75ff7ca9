// status: ok
__global__ void stepsOutside__store(const float *x, float *y, float *z, float *w, long long n,
                             int rounds, int lim_flag) {
  const long long stride = (long long)blockDim.x * gridDim.x;
  long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  while (i < n) {
    y[i] = lim::stored<decltype(y[i])>(lim_flag);
    i += stride;
  }
  long long j = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  for (; j < n; j += stride)
    z[j] = lim::stored<decltype(z[j])>(lim_flag);
  w[j - stride] = lim::stored<decltype(w[j - stride])>(lim_flag);
  long long k = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  for (int r = 0; r < rounds; ++r) {
    while (k < n) {
      z[k] = lim::stored<decltype(z[k])>(lim_flag);
      k += stride;
    }
  }
  long long m = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  while (m < n) {
    if (x[m] < 0.0f) {
      m += stride;
      continue;
    }
    w[m] = lim::stored<decltype(w[m])>(lim_flag);
    m += stride;
  }
}
