// status: ok
__global__ void matmulTransposedA__skeleton(const float *A, const float *B, float *C, int n, int lim_flag) {
  __shared__ float As[TS][TS];
  __shared__ float Bs[TS][TS];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * TS + ty, col = blockIdx.x * TS + tx;
  float sum = 0.0f;
  for (int t = 0; t < n / TS; ++t) {
    lim::guarded_store(&(As[tx][ty]), lim::stored<decltype(As[tx][ty])>(lim_flag), lim_flag);
    lim::guarded_store(&(Bs[ty][tx]), lim::stored<decltype(Bs[ty][tx])>(lim_flag), lim_flag);
    __syncthreads();
    for (int k = 0; k < TS; ++k)
      sum += As[k][ty] * Bs[k][tx];
    __syncthreads();
  }
  lim::guarded_store(&(C[row * n + col]), lim::stored<decltype(C[row * n + col])>(lim_flag), lim_flag);
}
