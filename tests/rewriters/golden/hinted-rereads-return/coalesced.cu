// status: ok
__device__ __forceinline__ double kinetic__coalesced(const double *vx, const double *vy, unsigned i) { const auto lim_read_444 = vx[lim::coalesced(vx, i)]; const auto lim_read_460 = vy[lim::coalesced(vy, i)];
  return 0.5 * (lim_read_444 * lim_read_444 + lim_read_460 * lim_read_460);
}
__device__ double bumped__coalesced(double *w, unsigned i) { return w[lim::coalesced(w, i)] + (w[lim::coalesced(w, i)] = 1.0) + w[lim::coalesced(w, i)]; }
__global__ void energies__coalesced(const double *vx, const double *vy, double *w, double *e, unsigned n) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    e[i] = kinetic__coalesced(vx, vy, i) + bumped__coalesced(w, i);
}
