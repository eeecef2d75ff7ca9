// The bf16 type as the toolkit's cuda_bf16.h gives it, reduced to what the rule tests use: a
// struct of 16 bits passed by value, its conversions to and from float as functions, and as a
// converting constructor and a conversion operator, an assignment from float, an operator on
// `const &`s, the cache-hinted loads and stores declared for it, and its pair (copies written
// out) with a product.
#pragma once

struct __nv_bfloat16 {
  unsigned short __x;
  __nv_bfloat16() = default;
  __device__ __nv_bfloat16(float f);
  __device__ operator float() const;
  __device__ __nv_bfloat16 &operator=(float f);
};

struct __nv_bfloat162 {
  __nv_bfloat16 x, y;
  __nv_bfloat162() = default;
  // Written out, as the toolkit writes them (one 32-bit move): not trivial.
  __device__ __nv_bfloat162(const __nv_bfloat162 &src);
  __device__ __nv_bfloat162 &operator=(const __nv_bfloat162 &src);
};

__device__ __nv_bfloat16 operator*(const __nv_bfloat16 &a, const __nv_bfloat16 &b);
__device__ __nv_bfloat162 __hmul2(const __nv_bfloat162 a, const __nv_bfloat162 b);
__device__ __nv_bfloat16 __ldg(const __nv_bfloat16 *p);
__device__ __nv_bfloat16 __ldcs(const __nv_bfloat16 *p);
__device__ void __stcs(__nv_bfloat16 *p, __nv_bfloat16 v);

__device__ float __bfloat162float(const __nv_bfloat16 a);
__device__ __nv_bfloat16 __float2bfloat16(const float a);
