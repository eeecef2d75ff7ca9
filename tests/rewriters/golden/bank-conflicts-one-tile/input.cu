// The no-bank-conflicts what-if pads only the tile some access of a warp meets in one bank:
// `As`, stored down a column (its lanes 16 words apart), and not `Bs`, read and written along
// its rows, as the fix pads only `As` (a padded `Bs` would add a conflict of its own: a
// 16-wide block's warp spans two of its rows, and lane 31's word would land in lane 0's bank).
#define TS 16

__global__ void matmulTransposedA(const float *A, const float *B, float *C, int n) {
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
