// A library function handed global memory (a generator's state initialised in place) does its
// loads, stores and arithmetic where no rule reaches: every variant keeps the call as is and
// says so.
__global__ void initStates(randState *states, unsigned long long seed) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  randInit(seed, tid, &states[tid]);
}
