// status: ok
template <unsigned NT> __global__ void pairSums__coalesced(const double *x, double *partials) {
  __shared__ double buf[NT];
  const unsigned lid = threadIdx.x;
  buf[lid] = x[lim::coalesced_index(blockIdx.x * NT + lid)];
  __syncthreads();
  for (unsigned s = 1; s < NT; s <<= 1) {
    const unsigned idx = 2 * s * lid;
    if (idx < NT)
      buf[idx] += buf[idx + s];
    __syncthreads();
  }
  if (lid == 0)
    partials[blockIdx.x] = buf[0];
}
