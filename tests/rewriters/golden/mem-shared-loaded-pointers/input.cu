// Pointers loaded from a struct in global memory: nvcc proves they point to global memory and
// uses global loads and stores, unless the kernel has inline asm or lets a shared address
// escape. Mem-only's hold on the shared partial sums (whose reads it drops) must do neither,
// so that its accesses keep full's address space (ProjectFiles.MemOnlyKeepsGlobalAccesses).
struct Clusters {
  const float *weights;
  float *totals;
};

__device__ float treeSum(float *partial) {
  for (unsigned half = blockDim.x / 2; half > 0; half /= 2) {
    if (threadIdx.x < half)
      partial[threadIdx.x] += partial[threadIdx.x + half];
    __syncthreads();
  }
  return partial[0];
}

__global__ void clusterTotals(Clusters *clusters, int n) {
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
