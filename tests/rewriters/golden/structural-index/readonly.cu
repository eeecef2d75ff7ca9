// status: ok
__global__ void spmv__readonly(int rows, const int *rowStart, const int *column, const float *value,
                     const float *x, float *y) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows)
    return;
  float sum = 0.0f;
  for (int k = __ldg(&(rowStart[row])); k < __ldg(&(rowStart[row + 1])); ++k)
    sum += __ldg(&(value[k])) * __ldg(&(x[__ldg(&(column[k]))]));
  y[row] = sum;
}
