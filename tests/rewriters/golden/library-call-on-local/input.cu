// A library function called on a local copy of a generator's state hands it no memory, here
// through a helper's reference parameter (a caller that bound memory to it would be reported
// at its call): the state's load and store stay in the kernel, and mem-only folds the numbers
// drawn.
#include <curand_kernel.h>

__device__ unsigned drawTwo(curandState &state) { return curand(&state) ^ curand(&state); }

__global__ void draw(curandState *states, unsigned *out, int perThread) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  curandState local = states[tid];
  unsigned sum = 0;
  for (int k = 0; k < perThread; ++k)
    sum += drawTwo(local);
  out[tid] = sum;
  states[tid] = local;
}
