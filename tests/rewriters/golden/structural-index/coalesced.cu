// status: conservative
// reason: line 10: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
__global__ void spmv__coalesced(int rows, const int *rowStart, const int *column, const float *value,
                     const float *x, float *y) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows)
    return;
  float sum = 0.0f;
  for (int k = rowStart[row]; k < rowStart[row + 1]; ++k)
    sum += value[lim::coalesced_index(k)] * x[lim::coalesced_index(column[k])];
  y[row] = sum;
}
