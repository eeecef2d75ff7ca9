// status: ok
__device__ __forceinline__ double kinetic__mem(const double *vx, const double *vy, unsigned i) {
  return lim::fold<decltype(0.5 * (vx[i] * vx[i] + vy[i] * vy[i]))>(vx[i], vx[i], vy[i], vy[i]);
}
__device__ double bumped__mem(double *w, unsigned i) { return lim::fold<decltype(w[i] + (w[i] = 1.0) + w[i])>(w[i], (w[i] = 1.0), w[i]); }
__global__ void energies__mem(const double *vx, const double *vy, double *w, double *e, unsigned n) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    e[i] = lim::fold<decltype(e[i])>(kinetic__mem(vx, vy, i), bumped__mem(w, i));
}
