// status: ok
__global__ void spmv__math(int rows, const int *rowStart, const int *column, const float *value,
                     const float *x, float *y, int lim_flag) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows)
    return;
  float sum = 0.0f;
  for (int k = rowStart[row]; k < rowStart[row + 1]; ++k)
    sum += lim::opaque_at<decltype(value[k])>(lim_flag, 448u, (k)) * lim::opaque_at<decltype(x[column[k]])>(lim_flag, 459u, (column[k]));
  lim::guarded_store(&(y[row]), sum, lim_flag);
}
