// A kernel declared with an empty `(void)` parameter list: in the variants that take the
// flag, the flag takes the place of `void`.
__device__ float total;

__global__ void accumulate(void) {
  float x = threadIdx.x * 0.5f;
  atomicAdd(&total, x * x);
}
