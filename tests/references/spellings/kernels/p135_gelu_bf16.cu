// tanh-approximation GELU on bfloat16 tensors, the math in a lambda.
#include <cuda_bf16.h>

// Slow: unsuffixed literals make the lambda's arithmetic double precision.
__global__ void gelu_tanh_bf16(const __nv_bfloat16* __restrict__ x, __nv_bfloat16* __restrict__ y, int n)
{
    auto gelu = [](float v) -> float {
        const float inner = 0.7978845608028654 * (v + 0.044715 * v * v * v);
        return 0.5 * v * (1.0 + tanhf(inner));
    };
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = __float2bfloat16(gelu(__bfloat162float(x[i])));
}

// Fix: float literals.
__global__ void gelu_tanh_bf16_f32(const __nv_bfloat16* __restrict__ x, __nv_bfloat16* __restrict__ y, int n)
{
    auto gelu = [](float v) -> float {
        const float inner = 0.7978845608028654f * (v + 0.044715f * v * v * v);
        return 0.5f * v * (1.0f + tanhf(inner));
    };
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = __float2bfloat16(gelu(__bfloat162float(x[i])));
}
