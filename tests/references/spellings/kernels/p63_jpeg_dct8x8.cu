// p63: JPEG-encoder forward 8x8 DCT + quantization of an 8-bit grey image.
// A block (32 x 8 threads) stages a 64 x 32 pixel strip (8 x 4 DCT tiles) in shared memory as
// a plain 2D region strip[row][col], does the row pass (one thread = one 8-sample row of a
// tile, in place), then the column pass (one thread = one column of a tile) that quantizes
// and writes int16 coefficients (in image layout: coefficient (u,v) of a tile at the tile's
// pixel (u,v)).
// Launch (both kernels): grid (width / 64, height / 32), block (32, 8).
//
// jpegFdctStrip       : strip pitch 64 floats.  In the row pass the 32 lanes of a warp are
//                       (4 tiles side by side) x (8 rows) and read strip[r][tc*8 + k]: rows
//                       are 64 words apart, so 8 lanes share each bank -> 8-way bank
//                       conflicts on the row-pass loads and stores.
// jpegFdctStripPadded : THE FIX - strip pitch 65 floats (one word of padding per row), so
//                       the 8 rows of the row pass fall in 8 different banks.  Everything else
//                       identical: same parameters, same launch, same result.
#include <cstdint>
#include <cuda_runtime.h>

namespace jpeg {

__constant__ float c_dct[64];    // c_dct[u*8 + k] = C(u) * cos((2k+1) u pi / 16)
__constant__ float c_qinv[64];   // 1 / quantization step, [u*8 + v]

constexpr int kStripW = 64;
constexpr int kStripH = 32;

template <int N>
__device__ __forceinline__ void fdct8(const float (&x)[N], float (&y)[N])
{
#pragma unroll
    for (int u = 0; u < N; ++u) {
        float acc = 0.f;
#pragma unroll
        for (int k = 0; k < N; ++k)
            acc = fmaf(c_dct[u * N + k], x[k], acc);
        y[u] = acc;
    }
}

#define PIX(img, x, y, w) ((img)[static_cast<size_t>(y) * (w) + (x)])

__global__ void jpegFdctStrip(const uint8_t* __restrict__ img, int16_t* __restrict__ coef,
                              int width, int height)
{
    constexpr int P = kStripW;             // no padding
    __shared__ float strip[kStripH * P];

    const int x0 = blockIdx.x * kStripW;
    const int y0 = blockIdx.y * kStripH;
    const int tx = threadIdx.x, ty = threadIdx.y;

    // load + level shift (coalesced, lanes walk x)
#pragma unroll
    for (int j = 0; j < kStripH / 8; ++j)
#pragma unroll
        for (int h = 0; h < kStripW / 32; ++h)
            strip[(ty + 8 * j) * P + tx + 32 * h] =
                static_cast<float>(PIX(img, x0 + tx + 32 * h, y0 + ty + 8 * j, width)) - 128.f;
    __syncthreads();

    const int lin  = ty * 32 + tx;        // 0..255
    const int tile = lin >> 3;            // 0..31
    const int tr   = tile >> 3;           // tile row in the strip 0..3
    const int tc   = tile & 7;            // tile column 0..7
    const int i    = lin & 7;             // row (row pass) / column (column pass) in the tile

    // row pass, in place
    {
        float v[8], t[8];
        float* row = &strip[(tr * 8 + i) * P + tc * 8];
#pragma unroll
        for (int k = 0; k < 8; ++k) v[k] = row[k];
        fdct8(v, t);
#pragma unroll
        for (int k = 0; k < 8; ++k) row[k] = t[k];
    }
    __syncthreads();

    // column pass + quantization, straight to global (lanes walk x: coalesced)
    {
        float v[8], t[8];
#pragma unroll
        for (int k = 0; k < 8; ++k) v[k] = strip[(tr * 8 + k) * P + tc * 8 + i];
        fdct8(v, t);
#pragma unroll
        for (int u = 0; u < 8; ++u)
            PIX(coef, x0 + tc * 8 + i, y0 + tr * 8 + u, width) =
                static_cast<int16_t>(rintf(t[u] * c_qinv[u * 8 + i]));
    }
}

__global__ void jpegFdctStripPadded(const uint8_t* __restrict__ img, int16_t* __restrict__ coef,
                                    int width, int height)
{
    constexpr int P = kStripW + 1;         // one word of padding per strip row
    __shared__ float strip[kStripH * P];

    const int x0 = blockIdx.x * kStripW;
    const int y0 = blockIdx.y * kStripH;
    const int tx = threadIdx.x, ty = threadIdx.y;

#pragma unroll
    for (int j = 0; j < kStripH / 8; ++j)
#pragma unroll
        for (int h = 0; h < kStripW / 32; ++h)
            strip[(ty + 8 * j) * P + tx + 32 * h] =
                static_cast<float>(PIX(img, x0 + tx + 32 * h, y0 + ty + 8 * j, width)) - 128.f;
    __syncthreads();

    const int lin  = ty * 32 + tx;
    const int tile = lin >> 3;
    const int tr   = tile >> 3;
    const int tc   = tile & 7;
    const int i    = lin & 7;

    {
        float v[8], t[8];
        float* row = &strip[(tr * 8 + i) * P + tc * 8];
#pragma unroll
        for (int k = 0; k < 8; ++k) v[k] = row[k];
        fdct8(v, t);
#pragma unroll
        for (int k = 0; k < 8; ++k) row[k] = t[k];
    }
    __syncthreads();

    {
        float v[8], t[8];
#pragma unroll
        for (int k = 0; k < 8; ++k) v[k] = strip[(tr * 8 + k) * P + tc * 8 + i];
        fdct8(v, t);
#pragma unroll
        for (int u = 0; u < 8; ++u)
            PIX(coef, x0 + tc * 8 + i, y0 + tr * 8 + u, width) =
                static_cast<int16_t>(rintf(t[u] * c_qinv[u * 8 + i]));
    }
}

} // namespace jpeg
