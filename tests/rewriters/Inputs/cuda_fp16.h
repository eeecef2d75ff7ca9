// The half types as the toolkit's cuda_fp16.h gives them, reduced to what the rule tests use:
// structs of 16 bits and of two (the pair's copies written out), an addition on `const &`s and
// in place, a pair's low half, and the cache-hinted loads and stores declared for them.
#pragma once

struct __half {
  unsigned short __x;
  __half() = default;
  __device__ __half(float f);
  __device__ operator float() const;
  __device__ __half &operator+=(const __half &h);
};
struct alignas(4) __half2 { // the toolkit aligns it to its size
  __half x, y;
  __half2() = default;
  // Written out, as the toolkit writes them (one 32-bit move): not trivial.
  __device__ __half2(const __half2 &src);
  __device__ __half2 &operator=(const __half2 &src);
};

__device__ __half operator+(const __half &a, const __half &b);
__device__ __half2 __hmul2(const __half2 a, const __half2 b);
__device__ __half2 __hadd2(const __half2 a, const __half2 b);
__device__ __half __low2half(const __half2 a);
__device__ __half __ldg(const __half *p);
__device__ __half2 __ldg(const __half2 *p);
__device__ __half __ldcs(const __half *p);
__device__ __half2 __ldcs(const __half2 *p);
__device__ void __stcs(__half *p, __half v);
__device__ void __stcs(__half2 *p, __half2 v);
