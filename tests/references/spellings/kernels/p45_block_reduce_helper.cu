// Held-out-style probe p45 (2026-12-03): category 3, interleaved-addressing reduction
// (nodivergence). Partial sums of squares (the first pass of a norm), one element a thread,
// the block's tree in a templated __device__ helper that takes the thread's index as an
// argument and climbs with a while loop: `if (tid % (2 * stride) == 0)`. Every warp stays
// busy for the first five levels with 16, 8, 4, 2, 1 working lanes.
// Fix: the same helper with sequential addressing (`tid < stride`, stride halving), so the
// working threads are the low ones and whole warps retire.
// Expected what-if for sumSquaresInterleaved: nodivergence.

template <unsigned BLOCK>
__device__ float treeSumInterleaved(float *buf, unsigned tid) {
  unsigned stride = 1;
  while (stride < BLOCK) {
    if (tid % (2 * stride) == 0) buf[tid] += buf[tid + stride];
    __syncthreads();
    stride *= 2;
  }
  return buf[0];
}

template <unsigned BLOCK>
__device__ float treeSumSequential(float *buf, unsigned tid) {
  unsigned stride = BLOCK / 2;
  while (stride > 0) {
    if (tid < stride) buf[tid] += buf[tid + stride];
    __syncthreads();
    stride /= 2;
  }
  return buf[0];
}

// Launched with blockDim.x == BLOCK, one block per BLOCK elements.
template <unsigned BLOCK>
__global__ void sumSquaresInterleaved(const float *__restrict__ x, float *__restrict__ partial,
                                      size_t n) {
  __shared__ float buf[BLOCK];
  const unsigned tid = threadIdx.x;
  const size_t i = (size_t)blockIdx.x * BLOCK + tid;
  const float v = (i < n) ? x[i] : 0.0f;
  buf[tid] = v * v;
  __syncthreads();
  const float total = treeSumInterleaved<BLOCK>(buf, tid);
  if (tid == 0) partial[blockIdx.x] = total;
}

template <unsigned BLOCK>
__global__ void sumSquaresSequential(const float *__restrict__ x, float *__restrict__ partial,
                                     size_t n) {
  __shared__ float buf[BLOCK];
  const unsigned tid = threadIdx.x;
  const size_t i = (size_t)blockIdx.x * BLOCK + tid;
  const float v = (i < n) ? x[i] : 0.0f;
  buf[tid] = v * v;
  __syncthreads();
  const float total = treeSumSequential<BLOCK>(buf, tid);
  if (tid == 0) partial[blockIdx.x] = total;
}

template __global__ void sumSquaresInterleaved<512>(const float *__restrict__, float *__restrict__, size_t);
template __global__ void sumSquaresSequential<512>(const float *__restrict__, float *__restrict__, size_t);
