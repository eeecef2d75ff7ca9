// status: ok
__device__ unsigned drawTwo__mem(curandState &state) { return lim::fold<decltype(curand(&state) ^ curand(&state))>(curand(&state), curand(&state)); }
__global__ void draw__mem(curandState *states, unsigned *out, int perThread) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  curandState local = states[tid];
  unsigned sum = 0;
  for (int k = 0; k < perThread; ++k)
    sum = lim::fold<decltype(sum)>(sum, drawTwo__mem(local));
  out[tid] = sum;
  states[tid] = local;
}
