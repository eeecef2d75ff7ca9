// status: ok
__device__ unsigned drawTwo__skeleton(int lim_flag, curandState &state) { return curand(&state) ^ curand(&state); }
__global__ void draw__skeleton(curandState *states, unsigned *out, int perThread, int lim_flag) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  curandState local = states[tid];
  unsigned sum = 0;
  for (int k = 0; k < perThread; ++k)
    sum += drawTwo__skeleton(lim_flag, local);
  lim::guarded_store(&(out[tid]), lim::stored<decltype(out[tid])>(lim_flag), lim_flag);
  lim::guarded_store(&(states[tid]), lim::stored<decltype(states[tid])>(lim_flag), lim_flag);
}
