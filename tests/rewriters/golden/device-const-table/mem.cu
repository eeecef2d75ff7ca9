// status: ok
__device__ int nearestLevel__mem(float x) {
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
__global__ void requantize__mem(const unsigned char *codes, const float *scale, const float *x,
                           float *value, unsigned char *code, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    value[i] = lim::fold<decltype(value[i])>(levels[codes[i] & 7], scale[i]);
    code[i] = lim::fold<decltype(code[i])>(nearestLevel__mem(x[i]));
  }
}
