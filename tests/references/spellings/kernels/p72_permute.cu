// NCHW -> NHWC layout conversion (as done before channels-last convolutions).
// Slow: one thread per output element, x over channels: writes coalesced,
//       reads stride HW apart (each lane of a warp touches a different row).
// Fix:  classic 32x32 shared tile per (channel-block, pixel-block) so that both
//       the read of the NCHW plane and the write of the NHWC rows are coalesced.
#include <cuda_runtime.h>
#include <cstddef>

template <typename T>
__global__ void nchwToNhwcNaive(const T* __restrict__ in, T* __restrict__ out,
                                int N, int C, int HW)
{
    const int c = blockIdx.x * blockDim.x + threadIdx.x;   // channel
    const int p = blockIdx.y * blockDim.y + threadIdx.y;   // pixel (h*W + w)
    const int n = blockIdx.z;                              // image
    if (c >= C || p >= HW) return;
    const size_t src = ((size_t)n * C + c) * HW + p;
    const size_t dst = ((size_t)n * HW + p) * C + c;
    out[dst] = in[src];
}

namespace permute {
constexpr int TILE_DIM = 32;
constexpr int BLOCK_ROWS = 8;
}

template <typename T>
__global__ void nchwToNhwcTiled(const T* __restrict__ in, T* __restrict__ out,
                                int N, int C, int HW)
{
    using namespace permute;
    __shared__ T tile[TILE_DIM][TILE_DIM + 1];

    const int n = blockIdx.z;
    const T* plane = in + (size_t)n * C * HW;   // [C][HW]
    T* rows = out + (size_t)n * HW * C;         // [HW][C]

    // read: x walks pixels (contiguous in NCHW)
    int p = blockIdx.x * TILE_DIM + threadIdx.x;
    int c = blockIdx.y * TILE_DIM + threadIdx.y;
#pragma unroll
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) {
        if (p < HW && c + j < C)
            tile[threadIdx.y + j][threadIdx.x] = plane[(size_t)(c + j) * HW + p];
    }
    __syncthreads();

    // write: x walks channels (contiguous in NHWC)
    c = blockIdx.y * TILE_DIM + threadIdx.x;
    p = blockIdx.x * TILE_DIM + threadIdx.y;
#pragma unroll
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) {
        if (c < C && p + j < HW)
            rows[(size_t)(p + j) * C + c] = tile[threadIdx.x][threadIdx.y + j];
    }
}
