// Reads of one element in a helper's return statement (`return 0.5 * (v[i] * v[i])`), as a
// kinetic energy or a squared norm is often written: nvcc reads the element once, and the
// cache-hint what-ifs read it once, hinted, into a local declared before the return. A
// return whose value stores between the reads keeps them apart.
__device__ __forceinline__ double kinetic(const double *vx, const double *vy, unsigned i) {
  return 0.5 * (vx[i] * vx[i] + vy[i] * vy[i]);
}

__device__ double bumped(double *w, unsigned i) { return w[i] + (w[i] = 1.0) + w[i]; }

__global__ void energies(const double *vx, const double *vy, double *w, double *e, unsigned n) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    e[i] = kinetic(vx, vy, i) + bumped(w, i);
}
