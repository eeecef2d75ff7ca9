// status: ok
__global__ void histogram__math(const int *keys, const float *weights, float *bins, int *total, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  (lim::never(lim::opaque_at<decltype(weights[i])>(lim_flag, 169u, (i)) * 0.5f, lim_flag) ? atomicAdd(&bins[keys[i]], lim::opaque_at<decltype(weights[i])>(lim_flag, 169u, (i)) * 0.5f) : lim::opaque<decltype(atomicAdd(&bins[keys[i]], lim::opaque_at<decltype(weights[i])>(lim_flag, 169u, (i)) * 0.5f))>(lim_flag, 143u, &bins[keys[i]]));
  int before = (lim::never(1, lim_flag) ? atomicAdd(total, 1) : lim::opaque<decltype(atomicAdd(total, 1))>(lim_flag, 204u, total));
  (void)before;
}
