// p167: a blind probe's kernels (2026-12-05, second session).
// The kernel hands its work to a class's static member functions (a "policy" class, as
// header-only libraries write it). The matrix is column-major; slow: threadIdx.x walks the
// columns (lanes `rows` elements apart). Fix: threadIdx.x walks the rows.
#include <cstdint>

struct ColMajor {
  __device__ __forceinline__ static int64_t offset(int64_t r, int64_t c, int64_t ld) {
    return c * ld + r;
  }
};

struct AxpyColMajorLanesOnCols {
  __device__ static void apply(const float *__restrict__ x, float *__restrict__ y,
                               int rows, int cols, float alpha) {
    const int c = blockIdx.x * blockDim.x + threadIdx.x;
    const int r = blockIdx.y * blockDim.y + threadIdx.y;
    if (r < rows && c < cols) {
      const int64_t o = ColMajor::offset(r, c, rows);
      y[o] = alpha * x[o] + y[o];
    }
  }
};

struct AxpyColMajorLanesOnRows {
  __device__ static void apply(const float *__restrict__ x, float *__restrict__ y,
                               int rows, int cols, float alpha) {
    const int r = blockIdx.x * blockDim.x + threadIdx.x;
    const int c = blockIdx.y * blockDim.y + threadIdx.y;
    if (r < rows && c < cols) {
      const int64_t o = ColMajor::offset(r, c, rows);
      y[o] = alpha * x[o] + y[o];
    }
  }
};

__global__ void axpyColMajorSlow(const float *__restrict__ x, float *__restrict__ y,
                                 int rows, int cols, float alpha) {
  AxpyColMajorLanesOnCols::apply(x, y, rows, cols, alpha);
}

__global__ void axpyColMajorFast(const float *__restrict__ x, float *__restrict__ y,
                                 int rows, int cols, float alpha) {
  AxpyColMajorLanesOnRows::apply(x, y, rows, cols, alpha);
}
