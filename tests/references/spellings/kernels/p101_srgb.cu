// OpenCV-like pixelwise functor: sRGB -> linear, exposure, linear -> sRGB.
#include <cmath>
#include <cstdint>
#include <cuda_runtime.h>

namespace cvq {

template <typename T, int N>
struct alignas(sizeof(T) * N) AlignedVec {
  T val[N];
};

template <int N, typename T>
__device__ __forceinline__ AlignedVec<T, N> load_vec(const T* p) {
  return *reinterpret_cast<const AlignedVec<T, N>*>(p);
}
template <int N, typename T>
__device__ __forceinline__ void store_vec(T* p, const AlignedVec<T, N>& v) {
  *reinterpret_cast<AlignedVec<T, N>*>(p) = v;
}

// slow: std::pow on float (precise powf)
template <typename scalar_t, typename acc_t>
struct SrgbExposureOp {
  acc_t exposure;
  __device__ scalar_t operator()(scalar_t v) const {
    const acc_t x = static_cast<acc_t>(v);
    acc_t lin = x <= acc_t(0.04045) ? x / acc_t(12.92) : std::pow((x + acc_t(0.055)) / acc_t(1.055), acc_t(2.4));
    lin = lin * exposure;
    lin = lin < acc_t(1) ? lin : acc_t(1);
    const acc_t s = lin <= acc_t(0.0031308) ? lin * acc_t(12.92)
                                             : acc_t(1.055) * std::pow(lin, acc_t(1.0 / 2.4)) - acc_t(0.055);
    return static_cast<scalar_t>(s);
  }
};

// fix: the fast intrinsic
template <typename scalar_t, typename acc_t>
struct SrgbExposureOpFast {
  acc_t exposure;
  __device__ scalar_t operator()(scalar_t v) const {
    const acc_t x = static_cast<acc_t>(v);
    acc_t lin = x <= acc_t(0.04045) ? x / acc_t(12.92) : __powf((x + acc_t(0.055)) / acc_t(1.055), acc_t(2.4));
    lin = lin * exposure;
    lin = lin < acc_t(1) ? lin : acc_t(1);
    const acc_t s = lin <= acc_t(0.0031308) ? lin * acc_t(12.92)
                                             : acc_t(1.055) * __powf(lin, acc_t(1.0 / 2.4)) - acc_t(0.055);
    return static_cast<scalar_t>(s);
  }
};

}  // namespace cvq

template <typename scalar_t, class Op>
__global__ void __launch_bounds__(256) cvSrgbApply(const scalar_t* __restrict__ src, scalar_t* __restrict__ dst, int64_t n, Op op) {
  constexpr int kVec = 4;
  const int64_t base = (static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x) * kVec;
  if (base + kVec > n) return;
  cvq::AlignedVec<scalar_t, kVec> v = cvq::load_vec<kVec>(src + base);
#pragma unroll
  for (int e = 0; e < kVec; ++e) v.val[e] = op(v.val[e]);
  cvq::store_vec<kVec>(dst + base, v);
}

template <typename scalar_t, class Op>
__global__ void __launch_bounds__(256) cvSrgbApplyFast(const scalar_t* __restrict__ src, scalar_t* __restrict__ dst, int64_t n, Op op) {
  constexpr int kVec = 4;
  const int64_t base = (static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x) * kVec;
  if (base + kVec > n) return;
  cvq::AlignedVec<scalar_t, kVec> v = cvq::load_vec<kVec>(src + base);
#pragma unroll
  for (int e = 0; e < kVec; ++e) v.val[e] = op(v.val[e]);
  cvq::store_vec<kVec>(dst + base, v);
}

template __global__ void cvSrgbApply<float, cvq::SrgbExposureOp<float, float>>(const float*, float*, int64_t, cvq::SrgbExposureOp<float, float>);
template __global__ void cvSrgbApplyFast<float, cvq::SrgbExposureOpFast<float, float>>(const float*, float*, int64_t, cvq::SrgbExposureOpFast<float, float>);
