// status: ok
__global__ void reserve__math(int *__restrict__ tail, int *__restrict__ offsets,
                        const int *__restrict__ sizes, int *__restrict__ queue, int n, int lim_flag) {
  __shared__ int base;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x == 0)
    base = (lim::never(blockDim.x, lim_flag) ? atomicAdd(&tail[0], blockDim.x) : lim::opaque<decltype(atomicAdd(&tail[0], blockDim.x))>(lim_flag, 505u, &tail[0]));
  __syncthreads();
  if (i < n) {
    lim::guarded_store(&(offsets[i]), (lim::never(lim::opaque_at<decltype(sizes[i])>(lim_flag, 357u, (i)), lim_flag) ? atomicAdd(&tail[1], lim::opaque_at<decltype(sizes[i])>(lim_flag, 357u, (i))) : lim::opaque<decltype(atomicAdd(&tail[1], lim::opaque_at<decltype(sizes[i])>(lim_flag, 357u, (i))))>(lim_flag, 589u, &tail[1])) + base, lim_flag);
    lim::guarded_store(&(queue[base + threadIdx.x]), i, lim_flag);
  }
}
