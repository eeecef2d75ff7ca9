// p187: a blind probe's kernels (2026-12-05, second session).
// 2-D blocks (16 x 16) whose threads are renumbered linearly, tid = threadIdx.x +
// threadIdx.y * blockDim.x, and split as a 32-wide tile's row and column; the tile is read
// back transposed, tile[c][r] (lanes 32 words apart). Fix: tile[32][33].
template <int PAD>
__global__ void transposeLinearTid(const float *__restrict__ in, float *__restrict__ out, int n) {
  __shared__ float tile[32][32 + PAD];
  const int tid = threadIdx.x + threadIdx.y * blockDim.x;  // 0..255
  const int c = tid % 32, r = tid / 32;                     // r in 0..7
  const int bx = blockIdx.x * 32, by = blockIdx.y * 32;
#pragma unroll
  for (int k = 0; k < 32; k += 8) tile[r + k][c] = in[(by + r + k) * n + bx + c];
  __syncthreads();
#pragma unroll
  for (int k = 0; k < 32; k += 8) out[(bx + r + k) * n + by + c] = tile[c][r + k];
}
template __global__ void transposeLinearTid<0>(const float *__restrict__, float *__restrict__, int);
