// status: ok
__global__ void stepsOutside__full(const float *x, float *y, float *z, float *w, long long n,
                             int rounds) {
  const long long stride = (long long)blockDim.x * gridDim.x;
  long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  while (i < n) {
    y[i] = 2.0f * x[i];
    i += stride;
  }
  long long j = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  for (; j < n; j += stride)
    z[j] = x[j] + 1.0f;
  w[j - stride] = 0.0f;
  long long k = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  for (int r = 0; r < rounds; ++r) {
    while (k < n) {
      z[k] += x[k];
      k += stride;
    }
  }
  long long m = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  while (m < n) {
    if (x[m] < 0.0f) {
      m += stride;
      continue;
    }
    w[m] = x[m];
    m += stride;
  }
}
