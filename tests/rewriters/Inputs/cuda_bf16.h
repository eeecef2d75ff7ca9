// The bf16 type as the toolkit's cuda_bf16.h gives it, reduced to what the rule tests use: a
// struct of 16 bits passed by value, its conversions to and from float as functions, and as a
// converting constructor and a conversion operator, an assignment from float, an operator on
// `const &`s, and the cache-hinted loads and stores declared for it.
#pragma once

struct __nv_bfloat16 {
  unsigned short __x;
  __nv_bfloat16() = default;
  __device__ __nv_bfloat16(float f);
  __device__ operator float() const;
  __device__ __nv_bfloat16 &operator=(float f);
};

__device__ __nv_bfloat16 operator*(const __nv_bfloat16 &a, const __nv_bfloat16 &b);
__device__ __nv_bfloat16 __ldg(const __nv_bfloat16 *p);
__device__ __nv_bfloat16 __ldcs(const __nv_bfloat16 *p);
__device__ void __stcs(__nv_bfloat16 *p, __nv_bfloat16 v);

__device__ float __bfloat162float(const __nv_bfloat16 a);
__device__ __nv_bfloat16 __float2bfloat16(const float a);
