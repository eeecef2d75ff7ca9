// status: conservative
// reason: line 18: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
__device__ void claim__coalesced(unsigned &next, const float *in, float *out, unsigned i);
__device__ void claim__coalesced(unsigned &next, const float *in, float *out, unsigned i) {
  if (in[i] > 0.0f) {
    unsigned at = next++;
    out[lim::coalesced(out, at)] = in[lim::coalesced(in, i)];
  }
}
__global__ void compact__coalesced(const float *in, float *out, unsigned n) {
  __shared__ unsigned next;
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x == 0)
    next = blockIdx.x * blockDim.x;
  __syncthreads();
  if (i < n && threadIdx.x == 0) // one writer per block
    claim__coalesced(next, in, out, i);
}
