// status: ok
__global__ void spmv__full(int rows, const int *rowStart, const int *column, const float *value,
                     const float *x, float *y) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows)
    return;
  float sum = 0.0f;
  for (int k = rowStart[row]; k < rowStart[row + 1]; ++k)
    sum += value[k] * x[column[k]];
  y[row] = sum;
}
