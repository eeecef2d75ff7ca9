// A library function handed memory through a local pointer variable: what the pointer points
// to (global memory here) is what the callee reaches, so every variant keeps the call and says
// so, as for `&states[tid]` written in the call. A local array passed as itself, offset or not,
// is the thread's own: no note.
#include <curand_kernel.h>

__global__ void initThroughPointer(curandState *states, float *out, unsigned long long seed) {
  const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  curandState *mine = &states[tid];
  curand_init(seed, tid, 0, mine);
  curandState local[2];
  curand_init(seed, tid, 1, local + 1);
  out[tid] = static_cast<float>(curand(local + 1));
}
