// status: ok
__global__ void spmv__streaming(int rows, const int *rowStart, const int *column, const float *value,
                     const float *x, float *y) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows)
    return;
  float sum = 0.0f;
  for (int k = __ldcs(&(rowStart[row])); k < __ldcs(&(rowStart[row + 1])); ++k)
    sum += __ldcs(&(value[k])) * __ldcs(&(x[__ldcs(&(column[k]))]));
  __stcs(&(y[row]), sum);
}
