// status: ok
__device__ float treeSum__math(int lim_flag, float *partial) {
  for (unsigned half = blockDim.x / 2; half > 0; half /= 2) {
    if (threadIdx.x < half)
      partial[threadIdx.x] += partial[threadIdx.x + half];
    __syncthreads();
  }
  return partial[0];
}
__global__ void clusterTotals__math(Clusters *clusters, int n, int lim_flag) {
  __shared__ float partial[256];
  float sum = 0.0f;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    sum += lim::opaque_at<decltype(clusters->weights[blockIdx.x * n + i])>(lim_flag, 852u, (blockIdx.x * n + i));
  partial[threadIdx.x] = sum;
  __syncthreads();
  float total = treeSum__math(lim_flag, partial);
  if (threadIdx.x == 0)
    lim::guarded_store(&(clusters->totals[blockIdx.x]), total, lim_flag);
  if (total < 0.0f)
    return;
}
