// A helper declared above the kernel and defined below it, handed a shared counter by
// non-const reference that decides where it writes: what the kernel passes is matched to the
// definition's parameters (the ones its model speaks of), so the counter is structural and
// store-only keeps the helper's update of it as full does.
__device__ void claim(unsigned &next, const float *in, float *out, unsigned i);

__global__ void compact(const float *in, float *out, unsigned n) {
  __shared__ unsigned next;
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x == 0)
    next = blockIdx.x * blockDim.x;
  __syncthreads();
  if (i < n && threadIdx.x == 0) // one writer per block
    claim(next, in, out, i);
}

__device__ void claim(unsigned &next, const float *in, float *out, unsigned i) {
  if (in[i] > 0.0f) {
    unsigned at = next++;
    out[at] = in[i];
  }
}
