// status: ok
__global__ void stepsOutside__math(const float *x, float *y, float *z, float *w, long long n,
                             int rounds, int lim_flag) {
  const long long stride = (long long)blockDim.x * gridDim.x;
  long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  while (i < n) {
    lim::guarded_store(&(y[i]), 2.0f * lim::opaque_at<decltype(x[i])>(lim_flag, 965u, (i)), lim_flag);
    i += stride;
  }
  long long j = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  for (; j < n; j += stride)
    lim::guarded_store(&(z[j]), lim::opaque_at<decltype(x[j])>(lim_flag, 1098u, (j)) + 1.0f, lim_flag);
  lim::guarded_store(&(w[j - stride]), 0.0f, lim_flag);
  long long k = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  for (int r = 0; r < rounds; ++r) {
    while (k < n) {
      lim::guarded_store(&(z[k]), lim::opaque<decltype(z[k])>(lim_flag, 1264u, &(z[k])) + (lim::opaque_at<decltype(x[k])>(lim_flag, 1272u, (k))), lim_flag);
      k += stride;
    }
  }
  long long m = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  while (m < n) {
    if (x[m] < 0.0f) {
      m += stride;
      continue;
    }
    lim::guarded_store(&(w[m]), lim::opaque_at<decltype(x[m])>(lim_flag, 1466u, (m)), lim_flag);
    m += stride;
  }
}
