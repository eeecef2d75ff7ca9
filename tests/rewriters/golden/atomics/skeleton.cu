// status: ok
__global__ void histogram__skeleton(const int *keys, const float *weights, float *bins, int *total, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  (lim::never(lim_flag, lim_flag) ? atomicAdd(&bins[keys[i]], lim::opaque_at<decltype(weights[i])>(lim_flag, 169u, (i)) * 0.5f) : lim::stored<decltype(atomicAdd(&bins[keys[i]], lim::opaque_at<decltype(weights[i])>(lim_flag, 169u, (i)) * 0.5f))>(lim_flag));
  int before = (lim::never(lim_flag, lim_flag) ? atomicAdd(total, 1) : lim::stored<decltype(atomicAdd(total, 1))>(lim_flag));
  (void)before;
}
