// The no-divergence what-if on a test of the thread index plus a constant: a scan's up-sweep
// adds into the last thread of each pair of runs, `(t + 1) % (2 * d) == 0`, so its work lies
// on lanes 2d - 1 apart. The roles take the residue (r - c) mod m, 2d - 1 here: thread p plays
// p * 2d + 2d - 1, and whole warps do the level's adds. The shared row is read by the roles'
// indices (t and t - d), so it is laid out for the roles' banks.
__global__ void upSweep(const float *in, float *out) {
  __shared__ float run[512];
  const int t = threadIdx.x;
  run[t] = in[blockIdx.x * 512 + t];
  __syncthreads();
  for (int d = 1; d < 512; d *= 2) {
    if ((t + 1) % (2 * d) == 0)
      run[t] += run[t - d];
    __syncthreads();
  }
  out[blockIdx.x * 512 + t] = run[t];
}
