// An atomic whose result is stored (a slot reserved in a queue, an offset handed to a block) is
// a store of its own: store-only keeps it ahead of the opaque value it stores, where replacing
// the stored value whole would drop it.
__global__ void reserve(int *__restrict__ tail, int *__restrict__ offsets,
                        const int *__restrict__ sizes, int *__restrict__ queue, int n) {
  __shared__ int base;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x == 0)
    base = atomicAdd(&tail[0], blockDim.x);
  __syncthreads();
  if (i < n) {
    offsets[i] = atomicAdd(&tail[1], sizes[i]) + base;
    queue[base + threadIdx.x] = i;
  }
}
