// status: ok
__global__ void matmulTransposedA__full(const float *A, const float *B, float *C, int n) {
  __shared__ float As[TS][TS];
  __shared__ float Bs[TS][TS];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * TS + ty, col = blockIdx.x * TS + tx;
  float sum = 0.0f;
  for (int t = 0; t < n / TS; ++t) {
    As[tx][ty] = A[row * n + t * TS + tx];
    Bs[ty][tx] = B[(t * TS + ty) * n + col];
    __syncthreads();
    for (int k = 0; k < TS; ++k)
      sum += As[k][ty] * Bs[k][tx];
    __syncthreads();
  }
  C[row * n + col] = sum;
}
