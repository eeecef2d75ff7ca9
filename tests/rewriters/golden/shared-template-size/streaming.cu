// status: conservative
// reason: line 6: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
template <unsigned NT> __global__ void pairSums__streaming(const double *x, double *partials) {
  __shared__ double buf[NT];
  const unsigned lid = threadIdx.x;
  buf[lid] = x[blockIdx.x * NT + lid];
  __syncthreads();
  for (unsigned s = 1; s < NT; s <<= 1) {
    const unsigned idx = 2 * s * lid;
    if (idx < NT)
      buf[idx] += buf[idx + s];
    __syncthreads();
  }
  if (lid == 0)
    __stcs(&(partials[blockIdx.x]), buf[0]);
}
