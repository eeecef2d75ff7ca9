// status: ok
__device__ int nearestLevel__readonly(float x) {
  int low = 0, high = 7;
  while (low < high) {
    int mid = (low + high) / 2;
    if (__ldg(&(levels[mid])) < x)
      low = mid + 1;
    else
      high = mid;
  }
  return low;
}
__global__ void requantize__readonly(const unsigned char *codes, const float *scale, const float *x,
                           float *value, unsigned char *code, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    value[i] = __ldg(&(levels[__ldg(&(codes[i])) & 7])) * __ldg(&(scale[i]));
    code[i] = static_cast<unsigned char>(nearestLevel__readonly(__ldg(&(x[i]))));
  }
}
