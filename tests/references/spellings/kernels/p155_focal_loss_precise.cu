// p155: element-wise sigmoid focal loss over [samples x kClasses] logits (one-hot labels), the
// loss a functor passed by value to a generic grid-stride kernel, as training libraries write it.
//
// FocalLossPrecise : std::exp, std::log1p, std::pow and IEEE division: the precise library
//                    paths (pow alone is a long log/exp sequence with extra precision).
// FocalLossFast    : THE FIX - the same formula through the intrinsics __expf, __logf,
//                    __powf and __fdividef; everything else identical.
// focalLossKernel<float, 16, Loss> : grid-stride over n * kClasses elements; class c of
//                    sample s is `e % kClasses`, its target whether labels[s] == c.
// Launch: grid (1056), block (256); 2^26 elements.
#include <cmath>
#include <cstdint>

namespace loss {

template <typename T>
struct FocalLossPrecise {
  T alpha;
  T gamma;
  __device__ __forceinline__ T operator()(T logit, bool positive) const {
    const T one = static_cast<T>(1);
    const T p = one / (one + std::exp(-logit));
    // stable binary cross-entropy: max(x, 0) - x * t + log1p(exp(-|x|))
    const T bce = std::fmax(logit, static_cast<T>(0)) - (positive ? logit : static_cast<T>(0)) +
                  std::log1p(std::exp(-std::fabs(logit)));
    const T pt = positive ? p : one - p;
    const T at = positive ? alpha : one - alpha;
    return at * std::pow(one - pt, gamma) * bce;
  }
};

template <typename T>
struct FocalLossFast {
  T alpha;
  T gamma;
  __device__ __forceinline__ T operator()(T logit, bool positive) const {
    const T one = static_cast<T>(1);
    const T p = __fdividef(one, one + __expf(-logit));
    const T bce = fmaxf(logit, static_cast<T>(0)) - (positive ? logit : static_cast<T>(0)) +
                  __logf(one + __expf(-fabsf(logit)));
    const T pt = positive ? p : one - p;
    const T at = positive ? alpha : one - alpha;
    return at * __powf(one - pt, gamma) * bce;
  }
};

template <typename T, int kClasses, typename Loss>
__global__ void __launch_bounds__(256)
focalLossKernel(const T *__restrict__ logits, const std::int32_t *__restrict__ labels, T *__restrict__ loss,
                std::int64_t elements, Loss fn) {
  static_assert(kClasses > 0, "at least one class");
  const std::int64_t stride = static_cast<std::int64_t>(gridDim.x) * blockDim.x;
  for (std::int64_t e = static_cast<std::int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; e < elements;
       e += stride) {
    const std::int64_t sample = e / kClasses;
    const int cls = static_cast<int>(e % kClasses);
    loss[e] = fn(logits[e], labels[sample] == cls);
  }
}

template __global__ void focalLossKernel<float, 16, FocalLossPrecise<float>>(
    const float *__restrict__, const std::int32_t *__restrict__, float *__restrict__, std::int64_t,
    FocalLossPrecise<float>);
template __global__ void focalLossKernel<float, 16, FocalLossFast<float>>(
    const float *__restrict__, const std::int32_t *__restrict__, float *__restrict__, std::int64_t,
    FocalLossFast<float>);

} // namespace loss
