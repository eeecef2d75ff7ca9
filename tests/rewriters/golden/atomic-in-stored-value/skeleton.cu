// status: ok
__global__ void reserve__skeleton(int *__restrict__ tail, int *__restrict__ offsets,
                        const int *__restrict__ sizes, int *__restrict__ queue, int n, int lim_flag) {
  __shared__ int base;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x == 0)
    base = (lim::never(lim_flag, lim_flag) ? atomicAdd(&tail[0], blockDim.x) : lim::stored<decltype(atomicAdd(&tail[0], blockDim.x))>(lim_flag));
  __syncthreads();
  if (i < n) {
    lim::guarded_store(&(offsets[i]), lim::stored<decltype(offsets[i])>(lim_flag), lim_flag);
    lim::guarded_store(&(queue[base + threadIdx.x]), lim::stored<decltype(queue[base + threadIdx.x])>(lim_flag), lim_flag);
  }
}
