// status: conservative
// reason: line 8: 'curand_init' (a function of a library or of another translation unit) is called with memory; limiter cannot tell its accesses from its arithmetic, so it is kept as is in every variant
__global__ void initStates__math(curandState *states, unsigned long long seed, int lim_flag) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  curand_init(seed, tid, 0, &states[tid]);
}
