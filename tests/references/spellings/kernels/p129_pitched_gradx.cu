// OpenCV-style pitched float image, central-difference x-gradient with replicated border.
#include <cstddef>

template <typename T>
__device__ __forceinline__ const T* rowPtr(const T* base, size_t step, int y)
{
    return reinterpret_cast<const T*>(reinterpret_cast<const unsigned char*>(base) + y * step);
}
template <typename T>
__device__ __forceinline__ T* rowPtr(T* base, size_t step, int y)
{
    return reinterpret_cast<T*>(reinterpret_cast<unsigned char*>(base) + y * step);
}

// Slow: threadIdx.x walks down the rows, so the 32 lanes of a warp touch 32 different rows.
__global__ void gradX_rowsInX(const float* __restrict__ src, size_t srcStep,
                              float* __restrict__ dst, size_t dstStep,
                              int rows, int cols)
{
    const int y = blockIdx.x * blockDim.x + threadIdx.x;
    const int x = blockIdx.y * blockDim.y + threadIdx.y;
    if (y >= rows || x >= cols) return;
    const float* s = rowPtr(src, srcStep, y);
    const int xl = max(x - 1, 0);
    const int xr = min(x + 1, cols - 1);
    rowPtr(dst, dstStep, y)[x] = 0.5f * (s[xr] - s[xl]);
}

// Fix: threadIdx.x walks along a row.
__global__ void gradX_colsInX(const float* __restrict__ src, size_t srcStep,
                              float* __restrict__ dst, size_t dstStep,
                              int rows, int cols)
{
    const int x = blockIdx.x * blockDim.x + threadIdx.x;
    const int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (y >= rows || x >= cols) return;
    const float* s = rowPtr(src, srcStep, y);
    const int xl = max(x - 1, 0);
    const int xr = min(x + 1, cols - 1);
    rowPtr(dst, dstStep, y)[x] = 0.5f * (s[xr] - s[xl]);
}
