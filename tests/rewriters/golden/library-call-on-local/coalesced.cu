// status: conservative
// reason: line 11: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
__device__ unsigned drawTwo__coalesced(curandState &state) { return curand(&state) ^ curand(&state); }
__global__ void draw__coalesced(curandState *states, unsigned *out, int perThread) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  curandState local = states[tid];
  unsigned sum = 0;
  for (int k = 0; k < perThread; ++k)
    sum += drawTwo__coalesced(local);
  out[lim::coalesced_index_linear(tid, 1)] = sum;
  states[lim::coalesced_index_linear(tid, 1)] = local;
}
