// status: ok
__device__ int nearestLevel__math(int lim_flag, float x) {
  int low = 0, high = 7;
  while (low < high) {
    int mid = (low + high) / 2;
    if (levels[mid] < x)
      low = mid + 1;
    else
      high = mid;
  }
  return low;
}
__global__ void requantize__math(const unsigned char *codes, const float *scale, const float *x,
                           float *value, unsigned char *code, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    lim::guarded_store(&(value[i]), lim::opaque_at<decltype(levels[codes[i] & 7])>(lim_flag, 894u, (codes[i] & 7)) * lim::opaque_at<decltype(scale[i])>(lim_flag, 917u, (i)), lim_flag);
    lim::guarded_store(&(code[i]), static_cast<unsigned char>(nearestLevel__math(lim_flag, x[i])), lim_flag);
  }
}
