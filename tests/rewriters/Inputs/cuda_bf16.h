// The bf16 type as the toolkit's cuda_bf16.h gives it, reduced to what the rule tests use: a
// struct of 16 bits passed by value, and its conversions to and from float.
#pragma once

struct __nv_bfloat16 {
  unsigned short __x;
};

__device__ float __bfloat162float(const __nv_bfloat16 a);
__device__ __nv_bfloat16 __float2bfloat16(const float a);
