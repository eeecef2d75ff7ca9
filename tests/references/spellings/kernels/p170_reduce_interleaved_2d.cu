// p170: a blind probe's kernels (2026-12-05, second session).
// Block sum with a constexpr block size, 32 x 8 threads, the linear thread id written
// threadIdx.x + threadIdx.y * blockDim.x, and a #pragma unroll tree.
// Slow: interleaved addressing `tid % (2 * s) == 0`. Fix: sequential addressing.
constexpr int kBlockThreads = 256;

__global__ void blockSum2DInterleaved(const float *__restrict__ in, float *__restrict__ partial, int n) {
  __shared__ float sdata[kBlockThreads];
  const unsigned tid = threadIdx.x + threadIdx.y * blockDim.x;
  const unsigned gid = blockIdx.x * kBlockThreads * 2 + tid;
  float v = 0.f;
  if (gid < n) v = in[gid];
  if (gid + kBlockThreads < n) v += in[gid + kBlockThreads];
  sdata[tid] = v;
  __syncthreads();
#pragma unroll
  for (unsigned s = 1; s < kBlockThreads; s *= 2) {
    if (tid % (2 * s) == 0) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) partial[blockIdx.x] = sdata[0];
}

__global__ void blockSum2DSequential(const float *__restrict__ in, float *__restrict__ partial, int n) {
  __shared__ float sdata[kBlockThreads];
  const unsigned tid = threadIdx.x + threadIdx.y * blockDim.x;
  const unsigned gid = blockIdx.x * kBlockThreads * 2 + tid;
  float v = 0.f;
  if (gid < n) v = in[gid];
  if (gid + kBlockThreads < n) v += in[gid + kBlockThreads];
  sdata[tid] = v;
  __syncthreads();
#pragma unroll
  for (unsigned s = kBlockThreads / 2; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) partial[blockIdx.x] = sdata[0];
}
