// Pair 4 (expected what-if: nodivergence). Block sums of doubles by an interleaved tree.
// sumPairsMasked picks the active threads with a mask, (lid & (2*s - 1)) == 0, so most lanes of
// every warp idle; sumPairsCompact, the fix, hands the same pairs to the first threads
// (idx = 2*s*lid). Probes of other spellings of the slow kernel:
//   sumPairsMod2D:   a 32 x 8 block, the thread index flattened from threadIdx.x/.y, int, %;
//   sumPairsSigned:  int thread index, `lid % (s << 1) == 0`, `s *= 2`;
//   sumPairsMaskVar: the mask held in a local of the loop, `(lid & mask) == 0`.
#include <cuda_runtime.h>

template <unsigned NT>
__global__ void sumPairsMasked(const double *__restrict__ x, double *__restrict__ partials,
                               unsigned n) {
  __shared__ double buf[NT];
  const unsigned lid = threadIdx.x;
  const unsigned gid = blockIdx.x * NT + lid;
  buf[lid] = gid < n ? x[gid] : 0.0;
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s <<= 1) {
    if ((lid & (2 * s - 1)) == 0)
      buf[lid] += buf[lid + s];
    __syncthreads();
  }
  if (lid == 0)
    partials[blockIdx.x] = buf[0];
}

template <unsigned NT>
__global__ void sumPairsCompact(const double *__restrict__ x, double *__restrict__ partials,
                                unsigned n) {
  __shared__ double buf[NT];
  const unsigned lid = threadIdx.x;
  const unsigned gid = blockIdx.x * NT + lid;
  buf[lid] = gid < n ? x[gid] : 0.0;
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s <<= 1) {
    const unsigned idx = 2 * s * lid;
    if (idx < blockDim.x)
      buf[idx] += buf[idx + s];
    __syncthreads();
  }
  if (lid == 0)
    partials[blockIdx.x] = buf[0];
}

__global__ void sumPairsMod2D(const double *__restrict__ x, double *__restrict__ partials) {
  __shared__ double buf[256];
  const int t = threadIdx.y * blockDim.x + threadIdx.x;
  const int nt = blockDim.x * blockDim.y;
  buf[t] = x[blockIdx.x * nt + t];
  __syncthreads();
  for (int s = 1; s < nt; s *= 2) {
    if (t % (2 * s) == 0)
      buf[t] += buf[t + s];
    __syncthreads();
  }
  if (t == 0)
    partials[blockIdx.x] = buf[0];
}

__global__ void sumPairsSigned(const double *__restrict__ x, double *__restrict__ partials) {
  __shared__ double buf[256];
  const int lid = threadIdx.x;
  buf[lid] = x[blockIdx.x * blockDim.x + lid];
  __syncthreads();
  for (int s = 1; s < 256; s *= 2) {
    if (lid % (s << 1) == 0)
      buf[lid] += buf[lid + s];
    __syncthreads();
  }
  if (lid == 0)
    partials[blockIdx.x] = buf[0];
}

__global__ void sumPairsMaskVar(const double *__restrict__ x, double *__restrict__ partials) {
  __shared__ double buf[256];
  const unsigned lid = threadIdx.x;
  buf[lid] = x[blockIdx.x * blockDim.x + lid];
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s <<= 1) {
    const unsigned mask = (s << 1) - 1;
    if ((lid & mask) == 0)
      buf[lid] += buf[lid + s];
    __syncthreads();
  }
  if (lid == 0)
    partials[blockIdx.x] = buf[0];
}
