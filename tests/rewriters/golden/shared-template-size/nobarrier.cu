// status: ok
template <unsigned NT> __global__ void pairSums__nobarrier(const double *x, double *partials) {
  __shared__ double buf[NT];
  const unsigned lid = threadIdx.x;
  buf[lid] = x[blockIdx.x * NT + lid];
  lim::barrier_removed();
  for (unsigned s = 1; s < NT; s <<= 1) {
    const unsigned idx = 2 * s * lid;
    if (idx < NT)
      buf[idx] += buf[idx + s];
    lim::barrier_removed();
  }
  if (lid == 0)
    partials[blockIdx.x] = buf[0];
}
