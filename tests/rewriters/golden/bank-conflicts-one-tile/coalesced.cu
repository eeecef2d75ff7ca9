// status: ok
__global__ void matmulTransposedA__coalesced(const float *A, const float *B, float *C, int n) {
  __shared__ float As[TS][TS];
  __shared__ float Bs[TS][TS];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * TS + ty, col = blockIdx.x * TS + tx;
  float sum = 0.0f;
  const auto lim_shift_725 = lim::coalesced_shift_linear((row * n) + (tx), 1); const auto lim_shift_768 = lim::coalesced_shift_linear(((static_cast<int>(0) * TS + ty) * n) + (col), 1); for (int t = 0; t < n / TS; ++t) {
    As[tx][ty] = A[(row * n + t * TS + tx) + lim_shift_725];
    Bs[ty][tx] = B[((t * TS + ty) * n + col) + lim_shift_768];
    __syncthreads();
    for (int k = 0; k < TS; ++k)
      sum += As[k][ty] * Bs[k][tx];
    __syncthreads();
  }
  C[lim::coalesced_index_linear(row * n + col, 1)] = sum;
}
