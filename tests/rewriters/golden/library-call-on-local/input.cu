// A library function called on a local copy of a generator's state hands it no memory, here
// through a helper's reference parameter (a caller that bound memory to it would be reported
// at its call): the state's load and store stay in the kernel, and mem-only folds the numbers
// drawn.
__device__ unsigned drawTwo(randState &state) { return randNext(&state) ^ randNext(&state); }

__global__ void draw(randState *states, unsigned *out, int perThread) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  randState local = states[tid];
  unsigned sum = 0;
  for (int k = 0; k < perThread; ++k)
    sum += drawTwo(local);
  out[tid] = sum;
  states[tid] = local;
}
