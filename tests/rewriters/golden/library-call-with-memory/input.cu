// A library function handed global memory (a generator's state initialised in place) does its
// loads, stores and arithmetic where no rule reaches: every variant keeps the call as is and
// says so.
#include <curand_kernel.h>

__global__ void initStates(curandState *states, unsigned long long seed) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  curand_init(seed, tid, 0, &states[tid]);
}
