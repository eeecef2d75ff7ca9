// p163: an elementwise activation over fp16 tensors written against a tiny HalfView accessor
// (its operator[] reads `this->data[i]`), the math in float inside a lambda that captures the
// views; a grid-stride loop over a 64-bit index.
// Per element: Mish-like x * tanh(softplus(x)) and a damped oscillation term, with the precise
// libm calls (expf, log1pf, tanhf, sinf) and IEEE divisions.
// SLOW (mishOscHalfPrecise): expf, log1pf, tanhf, sinf, `/`.
// FIX  (mishOscHalfFast): __expf, __logf, __sinf, __fdividef (tanh through __expf).
// Expected what-if: fastmath (or intrinsics).
#include <cuda_fp16.h>
#include <cstdint>

struct HalfView {
  __half *data;
  int64_t n;
  __device__ __half &operator[](int64_t i) const { return this->data[i]; }
};

struct ConstHalfView {
  const __half *data;
  int64_t n;
  __device__ const __half &operator[](int64_t i) const { return this->data[i]; }
};

__global__ void mishOscHalfPrecise(ConstHalfView x, HalfView y, float omega, float decay) {
  auto act = [=] __device__(int64_t i) {
    const float v = __half2float(x[i]);
    const float sp = log1pf(expf(v));
    const float m = v * tanhf(sp);
    const float osc = sinf(omega * v) / (1.0f + decay * v * v);
    y[i] = __float2half(m + osc / (1.0f + expf(-m)));
  };
  for (int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < x.n;
       i += static_cast<int64_t>(gridDim.x) * blockDim.x)
    act(i);
}

__global__ void mishOscHalfFast(ConstHalfView x, HalfView y, float omega, float decay) {
  auto act = [=] __device__(int64_t i) {
    const float v = __half2float(x[i]);
    const float sp = __logf(1.0f + __expf(v));
    const float e2 = __expf(-2.0f * sp);
    const float m = v * __fdividef(1.0f - e2, 1.0f + e2);
    const float osc = __fdividef(__sinf(omega * v), 1.0f + decay * v * v);
    y[i] = __float2half(m + __fdividef(osc, 1.0f + __expf(-m)));
  };
  for (int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < x.n;
       i += static_cast<int64_t>(gridDim.x) * blockDim.x)
    act(i);
}
