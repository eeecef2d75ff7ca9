// status: ok
__global__ void histogram__store(const int *keys, const float *weights, float *bins, int *total, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&bins[keys[i]], lim::stored<decltype(lim::opaque_at<decltype(weights[i])>(lim_flag, 169u, (i)) * 0.5f)>(lim_flag));
  int before = atomicAdd(total, lim::stored<decltype(1)>(lim_flag));
  (void)before;
}
