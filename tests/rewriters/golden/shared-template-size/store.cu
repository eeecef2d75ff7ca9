// status: ok
template <unsigned NT> __global__ void pairSums__store(const double *x, double *partials, int lim_flag) {
  __shared__ double buf[NT];
  const unsigned lid = threadIdx.x;
  buf[lid] = lim::stored<decltype(buf[lid])>(lim_flag);
  __syncthreads();
  for (unsigned s = 1; s < NT; s <<= 1) {
    const unsigned idx = 2 * s * lid;
    if (idx < NT)
      buf[idx] = lim::stored<decltype(buf[idx])>(lim_flag);
    __syncthreads();
  }
  if (lid == 0)
    partials[blockIdx.x] = lim::stored<decltype(partials[blockIdx.x])>(lim_flag);
}
