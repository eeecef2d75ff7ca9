// p142: block maxima of floats in dynamic shared memory, threadIdx.x used directly.
// SLOW: maxStridedIdx    -- `index = 2 * stride * threadIdx.x`: contiguous threads, but the
//                           pairs lie 2*stride words apart (2- to 32-way bank conflicts).
// FIX:  maxSequentialIdx -- `for (stride = blockDim.x / 2; stride > 0; stride >>= 1)
//                           if (threadIdx.x < stride)`: sequential addressing, conflict-free.
// Expected what-if: nobankconflict.
#include <cfloat>

__global__ void maxStridedIdx(const float *in, float *out, int n)
{
    extern __shared__ float smax[];
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

    smax[threadIdx.x] = (i < n) ? in[i] : -FLT_MAX;
    __syncthreads();

    for (unsigned int stride = 1; stride < blockDim.x; stride *= 2) {
        unsigned int index = 2 * stride * threadIdx.x;
        if (index < blockDim.x)
            smax[index] = fmaxf(smax[index], smax[index + stride]);
        __syncthreads();
    }

    if (threadIdx.x == 0)
        out[blockIdx.x] = smax[0];
}

__global__ void maxSequentialIdx(const float *in, float *out, int n)
{
    extern __shared__ float smax[];
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

    smax[threadIdx.x] = (i < n) ? in[i] : -FLT_MAX;
    __syncthreads();

    for (unsigned int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (threadIdx.x < stride)
            smax[threadIdx.x] = fmaxf(smax[threadIdx.x], smax[threadIdx.x + stride]);
        __syncthreads();
    }

    if (threadIdx.x == 0)
        out[blockIdx.x] = smax[0];
}
