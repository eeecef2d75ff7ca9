// status: ok
__global__ void draw__full(curandState *states, unsigned *out, int perThread) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  curandState local = states[tid];
  unsigned sum = 0;
  for (int k = 0; k < perThread; ++k)
    sum += drawTwo(local);
  out[tid] = sum;
  states[tid] = local;
}
