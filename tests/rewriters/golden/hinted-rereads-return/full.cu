// status: ok
__global__ void energies__full(const double *vx, const double *vy, double *w, double *e, unsigned n) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    e[i] = kinetic(vx, vy, i) + bumped(w, i);
}
