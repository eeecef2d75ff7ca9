// Kernels against the real CUDA headers for the block-size what-if's finding (the manifest's
// kernel.block_split): a global index alone is free of the block size; a built-in read whole
// (through its conversion to uint3 or dim3) or a warp shuffle ties the kernel to it.

__device__ unsigned firstOf(uint3 t) { return t.x; }

__global__ void scaleFree(float *y, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = 2.0f * __ldg(&y[i]) + sinf(y[i]);
}

__global__ void readsThreadIdxWhole(float *y) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = static_cast<float>(firstOf(threadIdx));
}

__global__ void shufflesLanes(float *y) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = __shfl_down_sync(0xffffffffu, y[i], 1);
}
