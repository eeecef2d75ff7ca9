// p104 -- block sum reduction, "reduction #1" (interleaved addressing) spelt with a bit mask.
// SLOW (blockSumInterleavedMask<256>): at step `stride` only threads with
//   (tid & (2*stride - 1)) == 0 add; the active threads are scattered through every warp, so
//   all 8 warps stay resident and divergent at every step (and the adds bank-conflict).
// FIX  (blockSumSequential<256>): sequential addressing, `if (tid < s)` with s halving, so
//   whole warps retire and the surviving threads are contiguous.
template <unsigned BLOCK>
__global__ void blockSumInterleavedMask(const float* __restrict__ g_in, float* __restrict__ g_partial,
                                        unsigned n) {
  __shared__ float sdata[BLOCK];
  const unsigned tid = threadIdx.x;
  const unsigned i = blockIdx.x * (BLOCK * 2) + tid;
  float v = 0.0f;
  if (i < n) v = g_in[i];
  if (i + BLOCK < n) v += g_in[i + BLOCK];
  sdata[tid] = v;
  __syncthreads();

  for (unsigned stride = 1; stride < BLOCK; stride <<= 1) {
    if ((tid & (2 * stride - 1)) == 0) sdata[tid] += sdata[tid + stride];
    __syncthreads();
  }
  if (tid == 0) g_partial[blockIdx.x] = sdata[0];
}

template <unsigned BLOCK>
__global__ void blockSumSequential(const float* __restrict__ g_in, float* __restrict__ g_partial,
                                   unsigned n) {
  __shared__ float sdata[BLOCK];
  const unsigned tid = threadIdx.x;
  const unsigned i = blockIdx.x * (BLOCK * 2) + tid;
  float v = 0.0f;
  if (i < n) v = g_in[i];
  if (i + BLOCK < n) v += g_in[i + BLOCK];
  sdata[tid] = v;
  __syncthreads();

  for (unsigned s = BLOCK / 2; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) g_partial[blockIdx.x] = sdata[0];
}

template __global__ void blockSumInterleavedMask<256>(const float*, float*, unsigned);
template __global__ void blockSumSequential<256>(const float*, float*, unsigned);
