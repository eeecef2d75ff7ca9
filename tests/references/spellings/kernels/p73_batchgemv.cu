// Batched 32x32 matrix-vector products (one small dense system per warp,
// e.g. the per-cell Jacobian apply in a block-Jacobi / Kalman-filter step).
// Each warp stages its matrix into shared memory with coalesced row loads,
// then every lane computes the dot product of "its" row.
// Slow: the staged matrix has leading dimension 32, so lane r reading
//       A(r, c) hits bank c for every lane: 32-way conflicts on every read.
// Fix:  the same layout padded to leading dimension 33.
#include <cuda_runtime.h>
#include <cstddef>

#define MAT_N 32
#define SMEM_AT(buf, r, c, ld) (buf)[(r) * (ld) + (c)]

__global__ void batchedGemv32(const float* __restrict__ A,
                              const float* __restrict__ x,
                              float* __restrict__ y,
                              int batch)
{
    const int LD = MAT_N;                       // leading dimension of the staged tile
    extern __shared__ float smem[];
    const int warpsPerBlock = blockDim.x >> 5;
    const int warp = threadIdx.x >> 5;
    const int lane = threadIdx.x & 31;

    // carve the dynamic buffer: [warps][32][LD] matrices, then [warps][32] vectors
    float* As = smem + warp * (MAT_N * LD);
    float* xs = smem + warpsPerBlock * (MAT_N * LD) + warp * MAT_N;

    for (int m = blockIdx.x * warpsPerBlock + warp; m < batch; m += gridDim.x * warpsPerBlock) {
        const float* Am = A + (size_t)m * MAT_N * MAT_N;
#pragma unroll 4
        for (int r = 0; r < MAT_N; ++r)
            SMEM_AT(As, r, lane, LD) = Am[r * MAT_N + lane];
        xs[lane] = x[(size_t)m * MAT_N + lane];
        __syncwarp();

        float acc = 0.0f;
#pragma unroll 8
        for (int c = 0; c < MAT_N; ++c)
            acc = fmaf(SMEM_AT(As, lane, c, LD), xs[c], acc);
        y[(size_t)m * MAT_N + lane] = acc;
        __syncwarp();
    }
}

__global__ void batchedGemv32Padded(const float* __restrict__ A,
                                    const float* __restrict__ x,
                                    float* __restrict__ y,
                                    int batch)
{
    const int LD = MAT_N + 1;                   // pad one column: rows start on different banks
    extern __shared__ float smem[];
    const int warpsPerBlock = blockDim.x >> 5;
    const int warp = threadIdx.x >> 5;
    const int lane = threadIdx.x & 31;

    float* As = smem + warp * (MAT_N * LD);
    float* xs = smem + warpsPerBlock * (MAT_N * LD) + warp * MAT_N;

    for (int m = blockIdx.x * warpsPerBlock + warp; m < batch; m += gridDim.x * warpsPerBlock) {
        const float* Am = A + (size_t)m * MAT_N * MAT_N;
#pragma unroll 4
        for (int r = 0; r < MAT_N; ++r)
            SMEM_AT(As, r, lane, LD) = Am[r * MAT_N + lane];
        xs[lane] = x[(size_t)m * MAT_N + lane];
        __syncwarp();

        float acc = 0.0f;
#pragma unroll 8
        for (int c = 0; c < MAT_N; ++c)
            acc = fmaf(SMEM_AT(As, lane, c, LD), xs[c], acc);
        y[(size_t)m * MAT_N + lane] = acc;
        __syncwarp();
    }
}
