// Held-out-style probe p43 (2026-12-03): category 1, uncoalesced global reads (coalesced).
// The BLAS-course spelling of y = A x for a row-major A with a leading dimension: one thread
// a row, a macro for the element address (size_t arithmetic), the thread walking its row
// left to right. At each step of the walk the 32 lanes of a warp read 32 different rows,
// `ld` floats apart (a 128-byte line a lane, 4 bytes of it used per load).
// Fix: a warp a row on a 2D block (32 x 8: threadIdx.x the lane, threadIdx.y the row of the
// block), the lanes striding the row together, then a shuffle tree for the dot product.
// Expected what-if for gemvRowPerThread: coalesced.

#define A_ELEM(M, r, c, ld) (M)[(size_t)(r) * (size_t)(ld) + (size_t)(c)]
#define FULL_MASK 0xffffffffu

__global__ void gemvRowPerThread(float *__restrict__ y, const float *__restrict__ A,
                                 const float *__restrict__ x, int rows, int cols, int ld) {
  const size_t row = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= (size_t)rows) return;
  float dot = 0.0f;
  for (int c = 0; c < cols; ++c) dot += A_ELEM(A, row, c, ld) * x[c];
  y[row] = dot;
}

__device__ __forceinline__ float warpSum(float v) {
  for (int off = 16; off > 0; off >>= 1) v += __shfl_xor_sync(FULL_MASK, v, off);
  return v;
}

// Launched with blockDim = (32, 8): each warp owns the row blockIdx.x * 8 + threadIdx.y.
__global__ void gemvWarpPerRow(float *__restrict__ y, const float *__restrict__ A,
                               const float *__restrict__ x, int rows, int cols, int ld) {
  const size_t row = (size_t)blockIdx.x * blockDim.y + threadIdx.y;
  if (row >= (size_t)rows) return;
  float dot = 0.0f;
  for (int c = threadIdx.x; c < cols; c += 32) dot += A_ELEM(A, row, c, ld) * x[c];
  dot = warpSum(dot);
  if (threadIdx.x == 0) y[row] = dot;
}
