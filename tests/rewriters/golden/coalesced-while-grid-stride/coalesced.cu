// status: conservative
// reason: line 30: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
__global__ void stepsOutside__coalesced(const float *x, float *y, float *z, float *w, long long n,
                             int rounds) {
  const long long stride = (long long)blockDim.x * gridDim.x;
  long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  while (i < n) {
    y[i] = 2.0f * x[i];
    i += stride;
  }
  long long j = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  for (; j < n; j += stride)
    z[lim::coalesced_index(j)] = x[lim::coalesced_index(j)] + 1.0f;
  w[lim::coalesced_index(j - stride)] = 0.0f;
  long long k = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  for (int r = 0; r < rounds; ++r) {
    while (k < n) {
      z[lim::coalesced_index(k)] += x[lim::coalesced_index(k)];
      k += stride;
    }
  }
  long long m = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  while (m < n) {
    if (x[m] < 0.0f) {
      m += stride;
      continue;
    }
    w[lim::coalesced_index(m)] = x[lim::coalesced_index(m)];
    m += stride;
  }
}
