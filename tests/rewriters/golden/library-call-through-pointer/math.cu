// status: conservative
// reason: line 10: 'curand_init' (a function of a library or of another translation unit) is called with memory; limiter cannot tell its accesses from its arithmetic, so it is kept as is in every variant
__global__ void initThroughPointer__math(curandState *states, float *out, unsigned long long seed, int lim_flag) {
  const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  curandState *mine = &states[tid];
  curand_init(seed, tid, 0, mine);
  curandState local[2];
  curand_init(seed, tid, 1, local + 1);
  lim::guarded_store(&(out[tid]), static_cast<float>(curand(local + 1)), lim_flag);
}
