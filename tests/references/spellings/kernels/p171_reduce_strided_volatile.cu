// p171: a blind probe's kernels (2026-12-05, second session).
// Sum of squares over int64_t-indexed data, a while loop over the stride, the tree read
// through a volatile view of the shared array (as older code does to stop the compiler
// caching shared values). Slow: strided index `index = 2 * s * tid` (bank conflicts).
// Fix: sequential addressing.
#include <cstdint>

__global__ void sumSquaresStridedVolatile(const float *__restrict__ x, float *__restrict__ out, int64_t n) {
  __shared__ float buf[512];
  volatile float *vbuf = buf;
  const unsigned int tid = threadIdx.x;
  const int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + tid;
  float v = 0.f;
  if (i < n) { const float t = x[i]; v = t * t; }
  vbuf[tid] = v;
  __syncthreads();
  unsigned int s = 1;
  while (s < blockDim.x) {
    const unsigned int index = 2 * s * tid;
    if (index < blockDim.x) vbuf[index] += vbuf[index + s];
    __syncthreads();
    s *= 2;
  }
  if (tid == 0) atomicAdd(out, vbuf[0]);
}

__global__ void sumSquaresSequentialVolatile(const float *__restrict__ x, float *__restrict__ out, int64_t n) {
  __shared__ float buf[512];
  volatile float *vbuf = buf;
  const unsigned int tid = threadIdx.x;
  const int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + tid;
  float v = 0.f;
  if (i < n) { const float t = x[i]; v = t * t; }
  vbuf[tid] = v;
  __syncthreads();
  unsigned int s = blockDim.x / 2;
  while (s > 0) {
    if (tid < s) vbuf[tid] += vbuf[tid + s];
    __syncthreads();
    s >>= 1;
  }
  if (tid == 0) atomicAdd(out, vbuf[0]);
}
