// status: ok
__device__ void claim__nobarrier(unsigned &next, const float *in, float *out, unsigned i);
__device__ void claim__nobarrier(unsigned &next, const float *in, float *out, unsigned i) {
  if (in[i] > 0.0f) {
    unsigned at = next++;
    out[at] = in[i];
  }
}
__global__ void compact__nobarrier(const float *in, float *out, unsigned n) {
  __shared__ unsigned next;
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x == 0)
    next = blockIdx.x * blockDim.x;
  lim::barrier_removed();
  if (i < n && threadIdx.x == 0) // one writer per block
    claim__nobarrier(next, in, out, i);
}
