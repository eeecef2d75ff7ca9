// status: ok
template <unsigned NT> __global__ void pairSums__math(const double *x, double *partials, int lim_flag) {
  __shared__ double buf[NT];
  const unsigned lid = threadIdx.x;
  buf[lid] = lim::opaque_at<decltype(x[blockIdx.x * NT + lid])>(lim_flag, 339u, (blockIdx.x * NT + lid));
  __syncthreads();
  for (unsigned s = 1; s < NT; s <<= 1) {
    const unsigned idx = 2 * s * lid;
    if (idx < NT)
      buf[idx] += buf[idx + s];
    __syncthreads();
  }
  if (lid == 0)
    lim::guarded_store(&(partials[blockIdx.x]), buf[0], lim_flag);
}
