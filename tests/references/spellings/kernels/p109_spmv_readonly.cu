// p109 -- CSR sparse matrix-vector product, one row a thread (HPCG/miniFE reference style).
// SLOW (spmvCsrScalar): plain `double*`/`int*` parameters (no const, no __restrict__), so the
//   compiler must assume y may alias x/vals and cannot route the gathers x[cols[j]] and the
//   matrix stream through the read-only / non-coherent path (LDG.E.CONSTANT).
// FIX  (spmvCsrScalarLdg): const __restrict__ pointers and explicit __ldg() on the gathers.
__global__ void spmvCsrScalar(int nrows, int* row_ptr, int* cols, double* vals, double* x, double* y) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < nrows) {
    double sum = 0.0;
    for (int j = row_ptr[row]; j < row_ptr[row + 1]; ++j) sum += vals[j] * x[cols[j]];
    y[row] = sum;
  }
}

__global__ void spmvCsrScalarLdg(int nrows, const int* __restrict__ row_ptr, const int* __restrict__ cols,
                                 const double* __restrict__ vals, const double* __restrict__ x,
                                 double* __restrict__ y) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < nrows) {
    double sum = 0.0;
    const int end = __ldg(&row_ptr[row + 1]);
    for (int j = __ldg(&row_ptr[row]); j < end; ++j) sum += __ldg(&vals[j]) * __ldg(&x[__ldg(&cols[j])]);
    y[row] = sum;
  }
}
