// status: ok
__global__ void reserve__store(int *__restrict__ tail, int *__restrict__ offsets,
                        const int *__restrict__ sizes, int *__restrict__ queue, int n, int lim_flag) {
  __shared__ int base;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x == 0)
    base = atomicAdd(&tail[0], blockDim.x);
  __syncthreads();
  if (i < n) {
    offsets[i] = ((void)(atomicAdd(&tail[1], lim::stored<decltype(lim::opaque_at<decltype(sizes[i])>(lim_flag, 357u, (i)))>(lim_flag))), lim::stored<decltype(offsets[i])>(lim_flag));
    queue[base + threadIdx.x] = lim::stored<decltype(queue[base + threadIdx.x])>(lim_flag);
  }
}
