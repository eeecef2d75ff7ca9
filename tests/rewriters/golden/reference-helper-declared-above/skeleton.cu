// status: ok
__device__ void claim__skeleton(int lim_flag, unsigned &next, const float *in, float *out, unsigned i);
__device__ void claim__skeleton(int lim_flag, unsigned &next, const float *in, float *out, unsigned i) {
  if (in[i] > 0.0f) {
    unsigned at = next++;
    lim::guarded_store(&(out[at]), lim::stored<decltype(out[at])>(lim_flag), lim_flag);
  }
}
__global__ void compact__skeleton(const float *in, float *out, unsigned n, int lim_flag) {
  __shared__ unsigned next;
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x == 0)
    next = blockIdx.x * blockDim.x;
  __syncthreads();
  if (i < n && threadIdx.x == 0) // one writer per block
    claim__skeleton(lim_flag, next, in, out, i);
}
