// p62: fused bias + residual add in bf16 (transformer epilogue):
//   out[i] = bf16( float(x[i]) + float(bias[i % hidden]) + float(res[i]) )
// Each thread owns VEC = 8 neighbouring elements (16 bytes of each tensor).
// Launch (both kernels): grid (n / (8 * 256)), block (256); n and hidden multiples of 8.
//
// biasResidualBf16      : the 8 elements of x, res and bias are read, and out written, one
//                         2-byte element at a time (8 narrow loads per tensor per thread).
// biasResidualBf16Vec   : THE FIX - one 16-byte uint4 load per tensor (and one uint4 store),
//                         the 8 bf16 lanes unpacked from registers.  Same parameters, same
//                         launch, bit-identical result (same float ops in the same order).
#include <cstdint>
#include <cuda_bf16.h>
#include <cuda_runtime.h>

namespace epi {

template <typename T> struct Cvt;
template <> struct Cvt<__nv_bfloat16> {
    static __device__ __forceinline__ float toF(__nv_bfloat16 v) { return __bfloat162float(v); }
    static __device__ __forceinline__ __nv_bfloat16 fromF(float v) { return __float2bfloat16(v); }
};

template <typename T, int VEC>
__global__ void biasResidualBf16(const T* __restrict__ x, const T* __restrict__ bias,
                                 const T* __restrict__ res, T* __restrict__ out,
                                 int64_t n, int hidden)
{
    const int64_t i = (static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x) * VEC;
    if (i >= n) return;
    const int h = static_cast<int>(i % hidden);

#pragma unroll
    for (int v = 0; v < VEC; ++v) {
        const float a = Cvt<T>::toF(x[i + v]) + Cvt<T>::toF(bias[h + v]) + Cvt<T>::toF(res[i + v]);
        out[i + v] = Cvt<T>::fromF(a);
    }
}

template <typename T, int VEC>
__global__ void biasResidualBf16Vec(const T* __restrict__ x, const T* __restrict__ bias,
                                    const T* __restrict__ res, T* __restrict__ out,
                                    int64_t n, int hidden)
{
    static_assert(sizeof(T) * VEC == sizeof(uint4), "one 16-byte vector per thread");
    const int64_t i = (static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x) * VEC;
    if (i >= n) return;
    const int h = static_cast<int>(i % hidden);

    const uint4 xv = *reinterpret_cast<const uint4*>(x + i);
    const uint4 bv = *reinterpret_cast<const uint4*>(bias + h);
    const uint4 rv = *reinterpret_cast<const uint4*>(res + i);
    const T* xe = reinterpret_cast<const T*>(&xv);
    const T* be = reinterpret_cast<const T*>(&bv);
    const T* re = reinterpret_cast<const T*>(&rv);

    uint4 ov;
    T* oe = reinterpret_cast<T*>(&ov);
#pragma unroll
    for (int v = 0; v < VEC; ++v) {
        const float a = Cvt<T>::toF(xe[v]) + Cvt<T>::toF(be[v]) + Cvt<T>::toF(re[v]);
        oe[v] = Cvt<T>::fromF(a);
    }
    *reinterpret_cast<uint4*>(out + i) = ov;
}

} // namespace epi
