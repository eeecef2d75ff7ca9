// status: ok
__device__ float treeSum__store(int lim_flag, float *partial) {
  for (unsigned half = blockDim.x / 2; half > 0; half /= 2) {
    if (threadIdx.x < half)
      partial[threadIdx.x] = lim::stored<decltype(partial[threadIdx.x])>(lim_flag);
    __syncthreads();
  }
  return partial[0];
}
__global__ void clusterTotals__store(Clusters *clusters, int n, int lim_flag) {
  __shared__ float partial[256];
  float sum = 0.0f;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    sum += lim::opaque_at<decltype(clusters->weights[blockIdx.x * n + i])>(lim_flag, 852u, (blockIdx.x * n + i));
  partial[threadIdx.x] = lim::stored<decltype(partial[threadIdx.x])>(lim_flag);
  __syncthreads();
  float total = treeSum__store(lim_flag, partial);
  if (threadIdx.x == 0)
    clusters->totals[blockIdx.x] = lim::stored<decltype(clusters->totals[blockIdx.x])>(lim_flag);
  if (total < 0.0f)
    return;
}
