// A minimal stand-in for the CUDA headers, in the manner of clang's own
// test/SemaCUDA/Inputs/cuda.h: rewriter tests parse against it with -nocudainc, so that they
// are fast and independent of the installed toolkit. Only what the test inputs use.
#pragma once

// As the toolkit's headers do for every CUDA compilation.
#ifndef __CUDACC__
#define __CUDACC__
#endif

#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __restrict__ __restrict

typedef __SIZE_TYPE__ size_t;

struct uint3 {
  unsigned x, y, z;
};
struct dim3 {
  unsigned x, y, z;
  __host__ __device__ dim3(unsigned x, unsigned y = 1, unsigned z = 1) : x(x), y(y), z(z) {}
};
struct float2 {
  float x, y;
};
struct uint2 {
  unsigned x, y;
};
struct float4 {
  float x, y, z, w;
};
struct int4 {
  int x, y, z, w;
};

extern const __device__ uint3 threadIdx;
extern const __device__ uint3 blockIdx;
extern const __device__ dim3 blockDim;
extern const __device__ dim3 gridDim;

typedef struct cudaStream *cudaStream_t;
int cudaConfigureCall(dim3 gridSize, dim3 blockSize, size_t sharedSize = 0,
                      cudaStream_t stream = 0);
extern "C" int __cudaPushCallConfiguration(dim3 gridSize, dim3 blockSize, size_t sharedMem = 0,
                                           cudaStream_t stream = 0);
// What a launch from the device (dynamic parallelism, -fgpu-rdc) calls.
extern "C" __device__ void *cudaGetParameterBuffer(size_t alignment, size_t size);
extern "C" __device__ int cudaLaunchDevice(void *func, void *parameterBuffer, dim3 gridDimension,
                                           dim3 blockDimension, unsigned sharedMemSize,
                                           cudaStream_t stream);

__device__ void __syncthreads();
__device__ int __syncthreads_count(int predicate);
__device__ int __syncthreads_and(int predicate);
__device__ int __syncthreads_or(int predicate);
__device__ void __barrier_sync(unsigned id);
__device__ void __barrier_sync_count(unsigned id, unsigned count);
__device__ float __ldg(const float *);
__device__ float4 __ldg(const float4 *);
__device__ void __stcs(float *, float);
__device__ void __stcg(float *, float);
__device__ void __stwt(float4 *, float4);
__device__ int atomicAdd(int *, int);
__device__ unsigned atomicAdd(unsigned *, unsigned);
__device__ float atomicAdd(float *, float);
__device__ int atomicCAS(int *, int, int);
extern "C" __device__ void *memcpy(void *, const void *, size_t);
extern "C" __device__ int printf(const char *, ...);
__device__ float sqrtf(float);
__device__ float fabsf(float);
__device__ float expf(float);
__device__ float sinf(float);
__device__ float __shfl_down_sync(unsigned, float, unsigned);
__device__ float __shfl_xor_sync(unsigned, float, int);
__device__ float fmaxf(float, float);
__device__ int min(int, int);
__device__ int max(int, int);
// C++'s math functions, double and the float overloads CUDA's headers add.
__device__ double exp(double);
__device__ float exp(float);
__device__ double sqrt(double);
__device__ float sqrt(float);
__device__ double log(double);
__device__ float log(float);
// pow as Clang's CUDA headers declare it: a float and an int call a float function (powif).
__device__ double pow(double, double);
__device__ float pow(float, float);
__device__ float pow(float, int);

typedef unsigned long long cudaTextureObject_t;
template <class T> __device__ T tex1Dfetch(cudaTextureObject_t, int);
template <class T> __device__ T tex2D(cudaTextureObject_t, float, float);
typedef unsigned long long cudaSurfaceObject_t;
enum cudaSurfaceBoundaryMode { cudaBoundaryModeZero, cudaBoundaryModeClamp, cudaBoundaryModeTrap };
template <class T>
__device__ void surf1Dwrite(T, cudaSurfaceObject_t, int,
                            cudaSurfaceBoundaryMode = cudaBoundaryModeTrap);
template <class T>
__device__ void surf2Dwrite(T, cudaSurfaceObject_t, int, int,
                            cudaSurfaceBoundaryMode = cudaBoundaryModeTrap);
template <class T>
__device__ T surf2Dread(cudaSurfaceObject_t, int, int,
                        cudaSurfaceBoundaryMode = cudaBoundaryModeTrap);
