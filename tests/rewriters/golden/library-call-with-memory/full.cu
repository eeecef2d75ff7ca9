// status: ok
__global__ void initStates__full(curandState *states, unsigned long long seed) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  curand_init(seed, tid, 0, &states[tid]);
}
