// p143: textbook tiled matrix product C = A * B (SDK matrixMul spelling: wA, wB, BLOCK_SIZE
// 16, As/Bs tiles, aBegin/aEnd/aStep), host main() beside it.
// SLOW: matMulSyncEveryK -- a student's extra __syncthreads() inside the unrolled k loop
//                           (16 more block barriers per tile).
// FIX:  matMulSyncTile   -- the two barriers per tile only.
// Expected what-if: nobarrier.
#include <cstdio>
#include <cstdlib>

#define BLOCK_SIZE 16

__global__ void matMulSyncEveryK(float *C, const float *A, const float *B, int wA, int wB)
{
    int bx = blockIdx.x, by = blockIdx.y;
    int tx = threadIdx.x, ty = threadIdx.y;

    int aBegin = wA * BLOCK_SIZE * by;
    int aEnd = aBegin + wA - 1;
    int aStep = BLOCK_SIZE;
    int bBegin = BLOCK_SIZE * bx;
    int bStep = BLOCK_SIZE * wB;

    float Csub = 0;
    for (int a = aBegin, b = bBegin; a <= aEnd; a += aStep, b += bStep) {
        __shared__ float As[BLOCK_SIZE][BLOCK_SIZE];
        __shared__ float Bs[BLOCK_SIZE][BLOCK_SIZE];

        As[ty][tx] = A[a + wA * ty + tx];
        Bs[ty][tx] = B[b + wB * ty + tx];
        __syncthreads();

#pragma unroll
        for (int k = 0; k < BLOCK_SIZE; ++k) {
            Csub += As[ty][k] * Bs[k][tx];
            __syncthreads();
        }

        __syncthreads();
    }

    int c = wB * BLOCK_SIZE * by + BLOCK_SIZE * bx;
    C[c + wB * ty + tx] = Csub;
}

__global__ void matMulSyncTile(float *C, const float *A, const float *B, int wA, int wB)
{
    int bx = blockIdx.x, by = blockIdx.y;
    int tx = threadIdx.x, ty = threadIdx.y;

    int aBegin = wA * BLOCK_SIZE * by;
    int aEnd = aBegin + wA - 1;
    int aStep = BLOCK_SIZE;
    int bBegin = BLOCK_SIZE * bx;
    int bStep = BLOCK_SIZE * wB;

    float Csub = 0;
    for (int a = aBegin, b = bBegin; a <= aEnd; a += aStep, b += bStep) {
        __shared__ float As[BLOCK_SIZE][BLOCK_SIZE];
        __shared__ float Bs[BLOCK_SIZE][BLOCK_SIZE];

        As[ty][tx] = A[a + wA * ty + tx];
        Bs[ty][tx] = B[b + wB * ty + tx];
        __syncthreads();

#pragma unroll
        for (int k = 0; k < BLOCK_SIZE; ++k)
            Csub += As[ty][k] * Bs[k][tx];

        __syncthreads();
    }

    int c = wB * BLOCK_SIZE * by + BLOCK_SIZE * bx;
    C[c + wB * ty + tx] = Csub;
}

int main()
{
    int wA = 1024, hA = 1024, wB = 1024;
    size_t sA = (size_t)wA * hA, sB = (size_t)wB * wA, sC = (size_t)wB * hA;
    float *hAm = (float *)malloc(sA * sizeof(float));
    float *hBm = (float *)malloc(sB * sizeof(float));
    float *hCm = (float *)malloc(sC * sizeof(float));
    for (size_t i = 0; i < sA; i++) hAm[i] = 1.0f;
    for (size_t i = 0; i < sB; i++) hBm[i] = 0.01f;
    float *dA, *dB, *dC;
    cudaMalloc(&dA, sA * sizeof(float));
    cudaMalloc(&dB, sB * sizeof(float));
    cudaMalloc(&dC, sC * sizeof(float));
    cudaMemcpy(dA, hAm, sA * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dB, hBm, sB * sizeof(float), cudaMemcpyHostToDevice);
    dim3 threads(BLOCK_SIZE, BLOCK_SIZE);
    dim3 grid(wB / threads.x, hA / threads.y);
    matMulSyncEveryK<<<grid, threads>>>(dC, dA, dB, wA, wB);
    matMulSyncTile<<<grid, threads>>>(dC, dA, dB, wA, wB);
    cudaMemcpy(hCm, dC, sC * sizeof(float), cudaMemcpyDeviceToHost);
    printf("C[0] = %f (expected %f)\n", hCm[0], wA * 0.01f);
    cudaFree(dA); cudaFree(dB); cudaFree(dC);
    free(hAm); free(hBm); free(hCm);
    return 0;
}
