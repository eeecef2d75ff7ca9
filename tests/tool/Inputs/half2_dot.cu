// Packed half-precision through the toolkit's operators: __half2 writes its copy constructor
// and assignment out (bit copies), and its products and sums are arithmetic all the same.
#include <cuda_fp16.h>

__global__ void dotHalf2(const __half2 *a, const __half2 *b, float *partial, int n) {
  __shared__ __half2 sums[256];
  __half2 acc = __float2half2_rn(0.0f);
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    acc = a[i] * b[i] + acc;
  sums[threadIdx.x] = acc;
  __syncthreads();
  for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride)
      sums[threadIdx.x] = sums[threadIdx.x] + sums[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    partial[blockIdx.x] = __low2float(sums[0]) + __high2float(sums[0]);
}
