// status: ok
__device__ unsigned drawTwo__store(int lim_flag, curandState &state) { return curand(&state) ^ curand(&state); }
__global__ void draw__store(curandState *states, unsigned *out, int perThread, int lim_flag) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  curandState local = states[tid];
  unsigned sum = 0;
  for (int k = 0; k < perThread; ++k)
    sum += drawTwo__store(lim_flag, local);
  out[tid] = lim::stored<decltype(out[tid])>(lim_flag);
  states[tid] = lim::stored<decltype(states[tid])>(lim_flag);
}
