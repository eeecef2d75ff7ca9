// status: ok
__device__ __forceinline__ double kinetic__store(int lim_flag, const double *vx, const double *vy, unsigned i) {
  return 0.5 * (lim::opaque_at<decltype(vx[i])>(lim_flag, 444u, (i)) * lim::opaque_at<decltype(vx[i])>(lim_flag, 452u, (i)) + lim::opaque_at<decltype(vy[i])>(lim_flag, 460u, (i)) * lim::opaque_at<decltype(vy[i])>(lim_flag, 468u, (i)));
}
__device__ double bumped__store(int lim_flag, double *w, unsigned i) { return lim::opaque_at<decltype(w[i])>(lim_flag, 536u, (i)) + (w[i] = lim::stored<decltype(w[i])>(lim_flag)) + lim::opaque_at<decltype(w[i])>(lim_flag, 558u, (i)); }
__global__ void energies__store(const double *vx, const double *vy, double *w, double *e, unsigned n, int lim_flag) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    e[i] = lim::stored<decltype(e[i])>(lim_flag);
}
