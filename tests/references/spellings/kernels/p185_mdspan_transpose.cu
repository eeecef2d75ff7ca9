// p185: a blind probe's kernels (2026-12-05, second session).
// Transpose through cuda::std::mdspan views (libcu++): the source row-major
// (layout_right), the destination row-major too; slow: lanes walk the source's rows and
// write the destination down a column. Fix: the same views, a padded shared tile.
#include <cuda/std/mdspan>
using Mat = cuda::std::mdspan<float, cuda::std::dextents<int, 2>>;
using CMat = cuda::std::mdspan<const float, cuda::std::dextents<int, 2>>;

__global__ void transposeMdspanNaive(CMat a, Mat at) {
  const int c = blockIdx.x * 32 + threadIdx.x;
  const int r0 = blockIdx.y * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8) at(c, r0 + j) = a(r0 + j, c);
}

__global__ void transposeMdspanTiled(CMat a, Mat at) {
  __shared__ float tile[32][33];
  const int c = blockIdx.x * 32 + threadIdx.x;
  const int r0 = blockIdx.y * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8) tile[threadIdx.y + j][threadIdx.x] = a(r0 + j, c);
  __syncthreads();
  const int c2 = blockIdx.y * 32 + threadIdx.x;
  const int r2 = blockIdx.x * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8) at(r2 + j, c2) = tile[threadIdx.x][threadIdx.y + j];
}

// The same with a plain pointer + span-like extents struct kept by value.
struct Extents2 { int rows, cols; };
__global__ void transposeExtentsNaive(const float *__restrict__ a, float *__restrict__ at, Extents2 e) {
  const int c = blockIdx.x * 32 + threadIdx.x;
  const int r0 = blockIdx.y * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8) at[c * e.rows + r0 + j] = a[(r0 + j) * e.cols + c];
}
