// status: ok
__device__ float treeSum__nobarrier(float *partial) {
  for (unsigned half = blockDim.x / 2; half > 0; half /= 2) {
    if (threadIdx.x < half)
      partial[threadIdx.x] += partial[threadIdx.x + half];
    lim::barrier_removed();
  }
  return partial[0];
}
__global__ void clusterTotals__nobarrier(Clusters *clusters, int n) {
  __shared__ float partial[256];
  float sum = 0.0f;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    sum += clusters->weights[blockIdx.x * n + i];
  partial[threadIdx.x] = sum;
  lim::barrier_removed();
  float total = treeSum__nobarrier(partial);
  if (threadIdx.x == 0)
    clusters->totals[blockIdx.x] = total;
  if (total < 0.0f)
    return;
}
