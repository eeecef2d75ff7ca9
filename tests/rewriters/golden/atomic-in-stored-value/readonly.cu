// status: ok
__global__ void reserve__readonly(int *__restrict__ tail, int *__restrict__ offsets,
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
