// status: ok
__global__ void matmulTransposedA__math(const float *A, const float *B, float *C, int n, int lim_flag) {
  __shared__ float As[TS][TS];
  __shared__ float Bs[TS][TS];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * TS + ty, col = blockIdx.x * TS + tx;
  float sum = 0.0f;
  for (int t = 0; t < n / TS; ++t) {
    As[tx][ty] = lim::opaque_at<decltype(A[row * n + t * TS + tx])>(lim_flag, 725u, (row * n + t * TS + tx));
    Bs[ty][tx] = lim::opaque_at<decltype(B[(t * TS + ty) * n + col])>(lim_flag, 768u, ((t * TS + ty) * n + col));
    __syncthreads();
    for (int k = 0; k < TS; ++k)
      sum += As[k][ty] * Bs[k][tx];
    __syncthreads();
  }
  lim::guarded_store(&(C[row * n + col]), sum, lim_flag);
}
