// status: ok
__global__ void dotCache__readonly(const float *a, const float *b, float *partial, int n) {
  __shared__ float cache[256];
  int tid = threadIdx.x + blockIdx.x * blockDim.x;
  const int cacheIndex = threadIdx.x;
  float temp = 0.0f;
  while (tid < n) {
    temp += __ldg(&(a[tid])) * __ldg(&(b[tid]));
    tid += blockDim.x * gridDim.x;
  }
  cache[cacheIndex] = temp;
  __syncthreads();
  int i = 1;
  while (i < blockDim.x) {
    if (cacheIndex % (2 * i) == 0)
      cache[cacheIndex] += cache[cacheIndex + i];
    __syncthreads();
    i *= 2;
  }
  if (cacheIndex == 0)
    partial[blockIdx.x] = cache[0];
}
