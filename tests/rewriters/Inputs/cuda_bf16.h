// The bf16 type as the toolkit's cuda_bf16.h gives it, reduced to what the rule tests use: a
// struct of 16 bits passed by value, its conversions to and from float as functions, and as a
// converting constructor and a conversion operator.
#pragma once

struct __nv_bfloat16 {
  unsigned short __x;
  __nv_bfloat16() = default;
  __device__ __nv_bfloat16(float f);
  __device__ operator float() const;
};

__device__ float __bfloat162float(const __nv_bfloat16 a);
__device__ __nv_bfloat16 __float2bfloat16(const float a);
