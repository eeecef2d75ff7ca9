// ATen-style Mish backward, grid-stride, accumulate type separate from storage type.
#include <cstdint>
#include <cuda_fp16.h>

// Slow: libdevice exp / log1p / tanh.
template <typename scalar_t, typename accscalar_t>
__global__ void mish_backward_kernel(const int64_t numel,
                                     const scalar_t* __restrict__ grad_out,
                                     const scalar_t* __restrict__ self,
                                     scalar_t* __restrict__ grad_in)
{
    int64_t idx = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
    const int64_t stride = static_cast<int64_t>(blockDim.x) * gridDim.x;
    for (; idx < numel; idx += stride) {
        const accscalar_t dy = static_cast<accscalar_t>(grad_out[idx]);
        const accscalar_t x = static_cast<accscalar_t>(self[idx]);
        const accscalar_t sigmoid = accscalar_t(1) / (accscalar_t(1) + ::exp(-x));
        const accscalar_t tanh_softplus = ::tanh(::log1p(::exp(x)));
        grad_in[idx] = static_cast<scalar_t>(
            dy * (tanh_softplus + x * sigmoid * (accscalar_t(1) - tanh_softplus * tanh_softplus)));
    }
}
template __global__ void mish_backward_kernel<float, float>(const int64_t, const float* __restrict__,
                                                            const float* __restrict__, float* __restrict__);

// Fix: hardware intrinsics (__expf, __logf, __fdividef), tanh(sp) via exp.
template <typename scalar_t, typename accscalar_t>
__global__ void mish_backward_fast_kernel(const int64_t numel,
                                          const scalar_t* __restrict__ grad_out,
                                          const scalar_t* __restrict__ self,
                                          scalar_t* __restrict__ grad_in)
{
    int64_t idx = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
    const int64_t stride = static_cast<int64_t>(blockDim.x) * gridDim.x;
    for (; idx < numel; idx += stride) {
        const accscalar_t dy = static_cast<accscalar_t>(grad_out[idx]);
        const accscalar_t x = static_cast<accscalar_t>(self[idx]);
        const accscalar_t sigmoid = __fdividef(1.f, 1.f + __expf(-x));
        const accscalar_t sp = __logf(1.f + __expf(x));
        const accscalar_t tanh_softplus = 1.f - __fdividef(2.f, __expf(2.f * sp) + 1.f);
        grad_in[idx] = static_cast<scalar_t>(
            dy * (tanh_softplus + x * sigmoid * (accscalar_t(1) - tanh_softplus * tanh_softplus)));
    }
}
template __global__ void mish_backward_fast_kernel<float, float>(const int64_t, const float* __restrict__,
                                                                 const float* __restrict__, float* __restrict__);
