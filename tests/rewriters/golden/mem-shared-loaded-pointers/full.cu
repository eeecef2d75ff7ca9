// status: ok
__global__ void clusterTotals__full(Clusters *clusters, int n) {
  __shared__ float partial[256];
  float sum = 0.0f;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    sum += clusters->weights[blockIdx.x * n + i];
  partial[threadIdx.x] = sum;
  __syncthreads();
  float total = treeSum(partial);
  if (threadIdx.x == 0)
    clusters->totals[blockIdx.x] = total;
  if (total < 0.0f)
    return;
}
