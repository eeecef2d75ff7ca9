// status: ok
__global__ void dotCache__skeleton(const float *a, const float *b, float *partial, int n, int lim_flag) {
  __shared__ float cache[256];
  int tid = threadIdx.x + blockIdx.x * blockDim.x;
  const int cacheIndex = threadIdx.x;
  float temp = 0.0f;
  while (tid < n) {
    temp += lim::opaque_at<decltype(a[tid])>(lim_flag, 613u, (tid)) * lim::opaque_at<decltype(b[tid])>(lim_flag, 622u, (tid));
    tid += blockDim.x * gridDim.x;
  }
  lim::guarded_store(&(cache[cacheIndex]), lim::stored<decltype(cache[cacheIndex])>(lim_flag), lim_flag);
  __syncthreads();
  int i = 1;
  while (i < blockDim.x) {
    if (cacheIndex % (2 * i) == 0)
      lim::guarded_store(&(cache[cacheIndex]), lim::stored<decltype(cache[cacheIndex])>(lim_flag), lim_flag);
    __syncthreads();
    i *= 2;
  }
  if (cacheIndex == 0)
    lim::guarded_store(&(partial[blockIdx.x]), lim::stored<decltype(partial[blockIdx.x])>(lim_flag), lim_flag);
}
