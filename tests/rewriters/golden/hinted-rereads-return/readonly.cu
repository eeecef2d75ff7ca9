// status: ok
__device__ __forceinline__ double kinetic__readonly(const double *vx, const double *vy, unsigned i) { const auto lim_read_444 = __ldg(&(vx[i])); const auto lim_read_460 = __ldg(&(vy[i]));
  return 0.5 * (lim_read_444 * lim_read_444 + lim_read_460 * lim_read_460);
}
__device__ double bumped__readonly(double *w, unsigned i) { return w[i] + (w[i] = 1.0) + w[i]; }
__global__ void energies__readonly(const double *vx, const double *vy, double *w, double *e, unsigned n) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    e[i] = kinetic__readonly(vx, vy, i) + bumped__readonly(w, i);
}
