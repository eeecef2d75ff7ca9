// p156: int8 weight dequantisation with one scale per group of 128, four neighbouring values a
// thread over a grid-stride loop of 64-bit group indices, as an inference library writes it.
//
// dequantScalar<int8_t, float, 4> : each of the thread's four int8 values read on its own
//                                   (four 1-byte loads) and each float written on its own (four
//                                   4-byte stores), through an unrolled loop over kVec.
// dequantVector<int8_t, float, 4> : THE FIX - one char4 load and one float4 store a thread;
//                                   the same arithmetic on the same elements.
// Launch: grid (1056), block (256); n a multiple of 128.
#include <cstdint>
#include <type_traits>

namespace quant {

template <typename Q, int kVec> struct PackOf;
template <> struct PackOf<std::int8_t, 4> { using type = char4; };
template <typename F, int kVec> struct VecOf;
template <> struct VecOf<float, 4> { using type = float4; };

inline constexpr int kGroup = 128;

template <typename Q, typename F, int kVec>
__global__ void __launch_bounds__(256)
dequantScalar(const Q *__restrict__ q, const F *__restrict__ scales, F *__restrict__ out, std::size_t n) {
  static_assert(kGroup % kVec == 0, "a vector never straddles two groups");
  const std::size_t packs = n / kVec;
  const std::size_t stride = static_cast<std::size_t>(blockDim.x) * gridDim.x;
  for (std::size_t v = static_cast<std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x; v < packs; v += stride) {
    const std::size_t base = v * kVec;
    const F s = scales[base / kGroup];
#pragma unroll
    for (int k = 0; k < kVec; ++k)
      out[base + k] = static_cast<F>(q[base + k]) * s;
  }
}

template <typename Q, typename F, int kVec>
__global__ void __launch_bounds__(256)
dequantVector(const Q *__restrict__ q, const F *__restrict__ scales, F *__restrict__ out, std::size_t n) {
  static_assert(kGroup % kVec == 0, "a vector never straddles two groups");
  using QPack = typename PackOf<Q, kVec>::type;
  using FPack = typename VecOf<F, kVec>::type;
  static_assert(sizeof(QPack) == kVec * sizeof(Q) && sizeof(FPack) == kVec * sizeof(F), "packs");
  const std::size_t packs = n / kVec;
  const std::size_t stride = static_cast<std::size_t>(blockDim.x) * gridDim.x;
  for (std::size_t v = static_cast<std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x; v < packs; v += stride) {
    const std::size_t base = v * kVec;
    const F s = scales[base / kGroup];
    const QPack in = reinterpret_cast<const QPack *>(q)[v];
    FPack o;
    o.x = static_cast<F>(in.x) * s;
    o.y = static_cast<F>(in.y) * s;
    o.z = static_cast<F>(in.z) * s;
    o.w = static_cast<F>(in.w) * s;
    reinterpret_cast<FPack *>(out)[v] = o;
  }
}

template __global__ void dequantScalar<std::int8_t, float, 4>(const std::int8_t *__restrict__, const float *__restrict__,
                                                             float *__restrict__, std::size_t);
template __global__ void dequantVector<std::int8_t, float, 4>(const std::int8_t *__restrict__, const float *__restrict__,
                                                             float *__restrict__, std::size_t);

} // namespace quant
