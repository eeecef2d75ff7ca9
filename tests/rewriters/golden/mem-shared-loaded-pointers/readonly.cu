// status: conservative
// reason: line 23: keeps a global read it cannot pass to __ldg (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
// reason: line 28: keeps a global read it cannot pass to __ldg (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
__device__ float treeSum__readonly(float *partial) {
  for (unsigned half = blockDim.x / 2; half > 0; half /= 2) {
    if (threadIdx.x < half)
      partial[threadIdx.x] += partial[threadIdx.x + half];
    __syncthreads();
  }
  return partial[0];
}
__global__ void clusterTotals__readonly(Clusters *clusters, int n) {
  __shared__ float partial[256];
  float sum = 0.0f;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    sum += clusters->weights[blockIdx.x * n + i];
  partial[threadIdx.x] = sum;
  __syncthreads();
  float total = treeSum__readonly(partial);
  if (threadIdx.x == 0)
    clusters->totals[blockIdx.x] = total;
  if (total < 0.0f)
    return;
}
