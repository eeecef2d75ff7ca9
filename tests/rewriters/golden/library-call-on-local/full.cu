// status: ok
__global__ void draw__full(randState *states, unsigned *out, int perThread) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  randState local = states[tid];
  unsigned sum = 0;
  for (int k = 0; k < perThread; ++k)
    sum += drawTwo(local);
  out[tid] = sum;
  states[tid] = local;
}
