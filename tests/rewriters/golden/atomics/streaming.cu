// status: ok
__global__ void histogram__streaming(const int *keys, const float *weights, float *bins, int *total) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&bins[__ldcs(&(keys[i]))], __ldcs(&(weights[i])) * 0.5f);
  int before = atomicAdd(total, 1);
  (void)before;
}
