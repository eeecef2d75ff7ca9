// status: ok
__device__ int nearestLevel__store(int lim_flag, float x) {
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
__global__ void requantize__store(const unsigned char *codes, const float *scale, const float *x,
                           float *value, unsigned char *code, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    value[i] = lim::stored<decltype(value[i])>(lim_flag);
    code[i] = lim::stored<decltype(code[i])>(lim_flag);
  }
}
