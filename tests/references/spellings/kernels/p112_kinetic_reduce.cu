// p112: per-block partial sums of the kinetic energy 0.5*m*|v|^2 of an MD system (SoA, double).
// SLOW (kineticEnergyInterleaved<B>): shared-memory tree with interleaved addressing,
//   `if (tid % (2*s) == 0)`; active threads are scattered across every warp, so all warps
//   stay resident and diverge at every level (plus the modulo).
// FIX (kineticEnergySequential<B>): sequential addressing `for (s = B/2; s > 0; s >>= 1)
//   if (tid < s)`: active threads are packed into the first warps, whole warps retire.
//   Expected what-if: nodivergence.
#include <cuda_runtime.h>

__device__ __forceinline__ double loadKE(const double* __restrict__ vx, const double* __restrict__ vy,
                                         const double* __restrict__ vz, const double* __restrict__ mass,
                                         unsigned i)
{
    return 0.5 * mass[i] * (vx[i] * vx[i] + vy[i] * vy[i] + vz[i] * vz[i]);
}

template <unsigned BLOCK>
__global__ void kineticEnergyInterleaved(const double* __restrict__ vx, const double* __restrict__ vy,
                                         const double* __restrict__ vz, const double* __restrict__ mass,
                                         double* __restrict__ partial, unsigned n)
{
    __shared__ double sdata[BLOCK];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * (BLOCK * 2) + tid;

    double e = 0.0;
    if (i < n)         e  = loadKE(vx, vy, vz, mass, i);
    if (i + BLOCK < n) e += loadKE(vx, vy, vz, mass, i + BLOCK);
    sdata[tid] = e;
    __syncthreads();

    for (unsigned s = 1; s < BLOCK; s *= 2) {
        if (tid % (2 * s) == 0)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) partial[blockIdx.x] = sdata[0];
}

template <unsigned BLOCK>
__global__ void kineticEnergySequential(const double* __restrict__ vx, const double* __restrict__ vy,
                                        const double* __restrict__ vz, const double* __restrict__ mass,
                                        double* __restrict__ partial, unsigned n)
{
    __shared__ double sdata[BLOCK];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * (BLOCK * 2) + tid;

    double e = 0.0;
    if (i < n)         e  = loadKE(vx, vy, vz, mass, i);
    if (i + BLOCK < n) e += loadKE(vx, vy, vz, mass, i + BLOCK);
    sdata[tid] = e;
    __syncthreads();

    for (unsigned s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) partial[blockIdx.x] = sdata[0];
}

template __global__ void kineticEnergyInterleaved<256>(const double* __restrict__, const double* __restrict__,
    const double* __restrict__, const double* __restrict__, double* __restrict__, unsigned);
template __global__ void kineticEnergySequential<256>(const double* __restrict__, const double* __restrict__,
    const double* __restrict__, const double* __restrict__, double* __restrict__, unsigned);
