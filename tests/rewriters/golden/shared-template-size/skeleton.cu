// status: ok
template <unsigned NT> __global__ void pairSums__skeleton(const double *x, double *partials, int lim_flag) {
  __shared__ double buf[NT];
  const unsigned lid = threadIdx.x;
  lim::guarded_store(&(buf[lid]), lim::stored<decltype(buf[lid])>(lim_flag), lim_flag);
  __syncthreads();
  for (unsigned s = 1; s < NT; s <<= 1) {
    const unsigned idx = 2 * s * lid;
    if (idx < NT)
      lim::guarded_store(&(buf[idx]), lim::stored<decltype(buf[idx])>(lim_flag), lim_flag);
    __syncthreads();
  }
  if (lid == 0)
    lim::guarded_store(&(partials[blockIdx.x]), lim::stored<decltype(partials[blockIdx.x])>(lim_flag), lim_flag);
}
