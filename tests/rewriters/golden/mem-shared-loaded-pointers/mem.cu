// status: ok
__device__ float treeSum__mem(float *partial) {
  for (unsigned half = blockDim.x / 2; half > 0; half /= 2) {
    if (threadIdx.x < half)
      partial[threadIdx.x] = lim::fold<decltype(partial[threadIdx.x])>(partial[threadIdx.x], partial[threadIdx.x + half]);
    __syncthreads();
  }
  return partial[0];
}
__global__ void clusterTotals__mem(Clusters *clusters, int n) {
  __shared__ float partial[256];
  float sum = 0.0f;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    sum = lim::fold<decltype(sum)>(sum, clusters->weights[blockIdx.x * n + i]);
  partial[threadIdx.x] = sum;
  __syncthreads();
  float total = treeSum__mem(partial);
  if (threadIdx.x == 0)
    clusters->totals[blockIdx.x] = total;
  if (total < 0.0f)
    return lim::keep_shared(&partial);
 lim::keep_shared(&partial); }
