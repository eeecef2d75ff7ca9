// status: conservative
// reason: line 11: keeps a global read it cannot pass to __ldg (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
__device__ unsigned drawTwo__readonly(curandState &state) { return curand(&state) ^ curand(&state); }
__global__ void draw__readonly(curandState *states, unsigned *out, int perThread) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  curandState local = states[tid];
  unsigned sum = 0;
  for (int k = 0; k < perThread; ++k)
    sum += drawTwo__readonly(local);
  out[tid] = sum;
  states[tid] = local;
}
