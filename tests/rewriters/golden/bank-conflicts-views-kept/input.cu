// The no-bank-conflicts what-if keeps the layout of all dynamic shared memory, and says so,
// where a helper the kernel calls uses it other than by subscript: `either` may hand out the
// memory's start or a global pointer, so its callers' accesses through what it returns cannot
// be told apart, and the kernel's own would take a layout the others' do not.
__device__ float *either(float *global, bool pick) {
  extern __shared__ float pool[];
  return pick ? pool : global;
}

__global__ void warpTail(const float *in, float *out, float *spare) {
  extern __shared__ float sums[];
  float *view = sums;
  float *notView = either(spare, threadIdx.x < 8);
  const unsigned t = threadIdx.x;
  view[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  notView[t] = view[2 * t];
  if (t == 0)
    out[blockIdx.x] = sums[0];
}
