// status: ok
__device__ int nearestLevel__streaming(float x) {
  int low = 0, high = 7;
  while (low < high) {
    int mid = (low + high) / 2;
    if (__ldcs(&(levels[mid])) < x)
      low = mid + 1;
    else
      high = mid;
  }
  return low;
}
__global__ void requantize__streaming(const unsigned char *codes, const float *scale, const float *x,
                           float *value, unsigned char *code, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    __stcs(&(value[i]), __ldcs(&(levels[__ldcs(&(codes[i])) & 7])) * __ldcs(&(scale[i])));
    __stcs(&(code[i]), static_cast<unsigned char>(nearestLevel__streaming(__ldcs(&(x[i])))));
  }
}
