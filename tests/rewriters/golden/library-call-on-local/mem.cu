// status: ok
__device__ unsigned drawTwo__mem(randState &state) { return lim::fold<decltype(randNext(&state) ^ randNext(&state))>(randNext(&state), randNext(&state)); }
__global__ void draw__mem(randState *states, unsigned *out, int perThread) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  randState local = states[tid];
  unsigned sum = 0;
  for (int k = 0; k < perThread; ++k)
    sum = lim::fold<decltype(sum)>(sum, drawTwo__mem(local));
  out[tid] = sum;
  states[tid] = local;
}
