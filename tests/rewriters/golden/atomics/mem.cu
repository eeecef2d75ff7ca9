// status: ok
__global__ void histogram__mem(const int *keys, const float *weights, float *bins, int *total) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&bins[keys[i]], lim::fold<decltype(weights[i] * 0.5f)>(weights[i]));
  int before = atomicAdd(total, 1);
  (void)before;
}
