// p60: RMSNorm over the rows of a [rows][cols] fp32 activation matrix (LLM-style),
//   y[r][c] = x[r][c] * rsqrt(mean_c(x[r][c]^2) + eps) * gamma[c]
// Launch (both kernels): grid (rows / 256), block (256); int64_t row offsets.
//
// rmsNormRowPerThread : one thread owns one row and walks its `cols` contiguous floats;
//                       neighbouring lanes are `cols` floats (1 KiB) apart, so every warp
//                       load/store touches 32 different lines: uncoalesced.
// rmsNormWarpPerRow   : THE FIX - a warp owns a row (lanes stride by 32 along the row, the
//                       sum of squares finished with __shfl_xor_sync), warps walking rows with
//                       a grid-stride loop so the launch (and the rows covered) is unchanged.
//                       Same parameters, same launch, same result (up to the summation order).
#include <cstdint>
#include <cuda_runtime.h>

namespace nn {

struct RowView {
    const float* __restrict__ base;
    int64_t pitch;
    __device__ __forceinline__ const float* row(int64_t r) const { return base + r * pitch; }
};

#define ROW_OUT(p, r, pitch) ((p) + static_cast<int64_t>(r) * (pitch))

__device__ __forceinline__ float warpAllSum(float v)
{
#pragma unroll
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}

__global__ void rmsNormRowPerThread(const float* __restrict__ x,
                                    const float* __restrict__ gamma,
                                    float* __restrict__ y,
                                    int rows, int cols, float eps)
{
    const int64_t r = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
    if (r >= rows) return;

    const RowView in{x, cols};
    const float* xr = in.row(r);
    float* yr = ROW_OUT(y, r, cols);

    float ss = 0.f;
    for (int c = 0; c < cols; ++c) {
        const float v = xr[c];
        ss = fmaf(v, v, ss);
    }
    const float inv = rsqrtf(ss / cols + eps);
    for (int c = 0; c < cols; ++c)
        yr[c] = xr[c] * inv * gamma[c];
}

__global__ void rmsNormWarpPerRow(const float* __restrict__ x,
                                  const float* __restrict__ gamma,
                                  float* __restrict__ y,
                                  int rows, int cols, float eps)
{
    const int lane = threadIdx.x & 31;
    const int64_t warp   = (static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x) >> 5;
    const int64_t nWarps = (static_cast<int64_t>(gridDim.x) * blockDim.x) >> 5;

    const RowView in{x, cols};
    for (int64_t r = warp; r < rows; r += nWarps) {
        const float* xr = in.row(r);
        float* yr = ROW_OUT(y, r, cols);

        float ss = 0.f;
        for (int c = lane; c < cols; c += 32) {
            const float v = xr[c];
            ss = fmaf(v, v, ss);
        }
        ss = warpAllSum(ss);
        const float inv = rsqrtf(ss / cols + eps);
        for (int c = lane; c < cols; c += 32)
            yr[c] = xr[c] * inv * gamma[c];
    }
}

} // namespace nn
