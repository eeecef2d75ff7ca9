// status: ok
__global__ void histogram__readonly(const int *keys, const float *weights, float *bins, int *total) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&bins[__ldg(&(keys[i]))], __ldg(&(weights[i])) * 0.5f);
  int before = atomicAdd(total, 1);
  (void)before;
}
