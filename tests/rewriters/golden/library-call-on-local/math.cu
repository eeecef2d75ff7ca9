// status: ok
__device__ unsigned drawTwo__math(int lim_flag, curandState &state) { return curand(&state) ^ curand(&state); }
__global__ void draw__math(curandState *states, unsigned *out, int perThread, int lim_flag) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  curandState local = states[tid];
  unsigned sum = 0;
  for (int k = 0; k < perThread; ++k)
    sum += drawTwo__math(lim_flag, local);
  lim::guarded_store(&(out[tid]), sum, lim_flag);
  lim::guarded_store(&(states[tid]), local, lim_flag);
}
