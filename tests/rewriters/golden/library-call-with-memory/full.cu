// status: ok
__global__ void initStates__full(randState *states, unsigned long long seed) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  randInit(seed, tid, &states[tid]);
}
