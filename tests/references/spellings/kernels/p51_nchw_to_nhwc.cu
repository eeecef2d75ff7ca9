// NCHW -> NHWC layout conversion of an activation tensor, as ML frameworks
// do before channels-last convolutions.
#include <cstdint>

// Slow: a grid-stride loop over the output; consecutive threads write
// consecutive channels of one pixel, so they read `in` with a stride of H*W.
template <typename T>
__global__ void nchwToNhwcNaive(const T *__restrict__ in, T *__restrict__ out,
                                int N, int C, int H, int W)
{
    const int64_t total = (int64_t)N * C * H * W;
    for (int64_t idx = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; idx < total;
         idx += (int64_t)blockDim.x * gridDim.x) {
        int c = idx % C;
        int64_t rest = idx / C;
        int w = rest % W;
        rest /= W;
        int h = rest % H;
        int n = rest / H;
        out[idx] = in[(((int64_t)n * C + c) * H + h) * W + w];
    }
}

template __global__ void nchwToNhwcNaive<float>(const float *, float *, int, int, int, int);

// Fix: per image, NCHW is a C x (H*W) matrix and NHWC its transpose; move it
// through a 32 x 32 shared tile so reads run along H*W and writes along C.
constexpr int kTile = 32;
constexpr int kRows = 8;

__global__ void nchwToNhwcTiled(const float *__restrict__ in, float *__restrict__ out,
                                int N, int C, int H, int W)
{
    __shared__ float tile[kTile][kTile + 1];
    const int HW = H * W;
    const int n = blockIdx.z;
    const float *src = in + (int64_t)n * C * HW;
    float *dst = out + (int64_t)n * C * HW;

    int p = blockIdx.x * kTile + threadIdx.x;   // pixel
    int c0 = blockIdx.y * kTile;                // first channel of the tile
#pragma unroll
    for (int k = threadIdx.y; k < kTile; k += kRows) {
        int c = c0 + k;
        if (c < C && p < HW)
            tile[k][threadIdx.x] = src[(int64_t)c * HW + p];
    }
    __syncthreads();

    int c = c0 + threadIdx.x;
    int p0 = blockIdx.x * kTile;
#pragma unroll
    for (int k = threadIdx.y; k < kTile; k += kRows) {
        int pp = p0 + k;
        if (c < C && pp < HW)
            dst[(int64_t)pp * C + c] = tile[threadIdx.x][k];
    }
}
