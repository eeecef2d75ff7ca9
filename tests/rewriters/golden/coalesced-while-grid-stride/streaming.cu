// status: conservative
// reason: line 24: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__global__ void stepsOutside__streaming(const float *x, float *y, float *z, float *w, long long n,
                             int rounds) {
  const long long stride = (long long)blockDim.x * gridDim.x;
  long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  while (i < n) {
    __stcs(&(y[i]), 2.0f * __ldcs(&(x[i])));
    i += stride;
  }
  long long j = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  for (; j < n; j += stride)
    __stcs(&(z[j]), __ldcs(&(x[j])) + 1.0f);
  __stcs(&(w[j - stride]), 0.0f);
  long long k = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  for (int r = 0; r < rounds; ++r) {
    while (k < n) {
      z[k] += __ldcs(&(x[k]));
      k += stride;
    }
  }
  long long m = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  while (m < n) {
    if (__ldcs(&(x[m])) < 0.0f) {
      m += stride;
      continue;
    }
    __stcs(&(w[m]), __ldcs(&(x[m])));
    m += stride;
  }
}
