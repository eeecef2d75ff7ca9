// status: conservative
// reason: line 9: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__device__ __forceinline__ double kinetic__streaming(const double *vx, const double *vy, unsigned i) { const auto lim_read_444 = __ldcs(&(vx[i])); const auto lim_read_460 = __ldcs(&(vy[i]));
  return 0.5 * (lim_read_444 * lim_read_444 + lim_read_460 * lim_read_460);
}
__device__ double bumped__streaming(double *w, unsigned i) { return __ldcs(&(w[i])) + (w[i] = 1.0) + __ldcs(&(w[i])); }
__global__ void energies__streaming(const double *vx, const double *vy, double *w, double *e, unsigned n) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    __stcs(&(e[i]), kinetic__streaming(vx, vy, i) + bumped__streaming(w, i));
}
