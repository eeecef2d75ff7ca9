// status: conservative
// reason: line 11: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
// reason: line 16: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__device__ unsigned drawTwo__streaming(curandState &state) { return curand(&state) ^ curand(&state); }
__global__ void draw__streaming(curandState *states, unsigned *out, int perThread) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  curandState local = states[tid];
  unsigned sum = 0;
  for (int k = 0; k < perThread; ++k)
    sum += drawTwo__streaming(local);
  __stcs(&(out[tid]), sum);
  states[tid] = local;
}
