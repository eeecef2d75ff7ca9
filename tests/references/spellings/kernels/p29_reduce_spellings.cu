// Held-out-style tree reductions (2026-12): other spellings of the interleaved tree.
#include <cuda_runtime.h>

// (a) doubles in dynamic shared memory, stride test `tid % (s << 1)`, unsigned s shifted.
// Fix: sequential addressing (thread t adds t + s for t < s).
__global__ void dsumModShiftDyn(const double *g_in, double *g_out) {
  extern __shared__ double sdat[];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  sdat[tid] = g_in[i];
  __syncthreads();
  for (unsigned int s = 1; s < blockDim.x; s <<= 1) {
    if (tid % (s << 1) == 0) {
      sdat[tid] += sdat[tid + s];
    }
    __syncthreads();
  }
  if (tid == 0) g_out[blockIdx.x] = sdat[0];
}

__global__ void dsumSeqDyn(const double *g_in, double *g_out) {
  extern __shared__ double sdat[];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  sdat[tid] = g_in[i];
  __syncthreads();
  for (unsigned int s = blockDim.x >> 1; s > 0; s >>= 1) {
    if (tid < s) {
      sdat[tid] += sdat[tid + s];
    }
    __syncthreads();
  }
  if (tid == 0) g_out[blockIdx.x] = sdat[0];
}

// (b) a template over log2 of the block, the level counted up and the step a shift of it,
// the mask test `(tid & ((step << 1) - 1)) == 0`. Fix: sequential over the same levels.
template <int LOG2_BLOCK>
__global__ void isumLevelMask(const int *__restrict__ in, int *__restrict__ out) {
  constexpr int N = 1 << LOG2_BLOCK;
  __shared__ int buf[N];
  const int tid = threadIdx.x;
  buf[tid] = in[blockIdx.x * N + tid];
  __syncthreads();
  for (int lvl = 0; lvl < LOG2_BLOCK; ++lvl) {
    const int step = 1 << lvl;
    if ((tid & ((step << 1) - 1)) == 0)
      buf[tid] += buf[tid + step];
    __syncthreads();
  }
  if (tid == 0) out[blockIdx.x] = buf[0];
}

template <int LOG2_BLOCK>
__global__ void isumLevelSeq(const int *__restrict__ in, int *__restrict__ out) {
  constexpr int N = 1 << LOG2_BLOCK;
  __shared__ int buf[N];
  const int tid = threadIdx.x;
  buf[tid] = in[blockIdx.x * N + tid];
  __syncthreads();
  for (int lvl = LOG2_BLOCK - 1; lvl >= 0; --lvl) {
    const int step = 1 << lvl;
    if (tid < step)
      buf[tid] += buf[tid + step];
    __syncthreads();
  }
  if (tid == 0) out[blockIdx.x] = buf[0];
}

// (c) a grid-stride sum then the tree by its span m (2, 4, 8, ...): `tid % m == 0` adds
// the element m / 2 away; atomicAdd of the block's total. Fix: sequential addressing down
// to one warp, then shuffles.
__global__ void fsumSpanMod(const float *x, float *total, int n) {
  __shared__ float part[256];
  const unsigned tid = threadIdx.x;
  float acc = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    acc += x[i];
  part[tid] = acc;
  __syncthreads();
  for (unsigned m = 2; m <= blockDim.x; m *= 2) {
    if (tid % m == 0)
      part[tid] += part[tid + m / 2];
    __syncthreads();
  }
  if (tid == 0) atomicAdd(total, part[0]);
}

__global__ void fsumSeqTail(const float *x, float *total, int n) {
  __shared__ float part[256];
  const unsigned tid = threadIdx.x;
  float acc = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    acc += x[i];
  part[tid] = acc;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s >= 32; s >>= 1) {
    if (tid < s) part[tid] += part[tid + s];
    __syncthreads();
  }
  if (tid < 32) {
    float v = part[tid];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (tid == 0) atomicAdd(total, v);
  }
}

// (d) complex (float2) partial sums, Harris' strided index `2 * s * tid` on a float2 array.
// Fix: sequential addressing over float2.
__global__ void csumStrided2(const float2 *__restrict__ z, float2 *__restrict__ out) {
  __shared__ float2 sz[256];
  const unsigned tid = threadIdx.x;
  sz[tid] = z[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    const unsigned index = 2 * s * tid;
    if (index < blockDim.x) {
      sz[index].x += sz[index + s].x;
      sz[index].y += sz[index + s].y;
    }
    __syncthreads();
  }
  if (tid == 0) out[blockIdx.x] = sz[0];
}

__global__ void csumSeq2(const float2 *__restrict__ z, float2 *__restrict__ out) {
  __shared__ float2 sz[256];
  const unsigned tid = threadIdx.x;
  sz[tid] = z[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) {
      sz[tid].x += sz[tid + s].x;
      sz[tid].y += sz[tid + s].y;
    }
    __syncthreads();
  }
  if (tid == 0) out[blockIdx.x] = sz[0];
}

// (e) max-abs of a ragged array: the last block is partial, the interleaved test guarded
// by the count of the block's valid elements: `tid % (2 * s) == 0 && tid + s < cnt`.
// Fix: sequential addressing with the same guard.
__global__ void amaxModGuard(const float *__restrict__ v, float *__restrict__ blockMax, int n) {
  __shared__ float m[512];
  const int tid = threadIdx.x;
  const int base = blockIdx.x * blockDim.x;
  const int cnt = min((int)blockDim.x, n - base);
  m[tid] = tid < cnt ? fabsf(v[base + tid]) : 0.0f;
  __syncthreads();
  for (int s = 1; s < blockDim.x; s *= 2) {
    if (tid % (2 * s) == 0 && tid + s < cnt)
      m[tid] = fmaxf(m[tid], m[tid + s]);
    __syncthreads();
  }
  if (tid == 0) blockMax[blockIdx.x] = m[0];
}

__global__ void amaxSeqGuard(const float *__restrict__ v, float *__restrict__ blockMax, int n) {
  __shared__ float m[512];
  const int tid = threadIdx.x;
  const int base = blockIdx.x * blockDim.x;
  const int cnt = min((int)blockDim.x, n - base);
  m[tid] = tid < cnt ? fabsf(v[base + tid]) : 0.0f;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s && tid + s < cnt)
      m[tid] = fmaxf(m[tid], m[tid + s]);
    __syncthreads();
  }
  if (tid == 0) blockMax[blockIdx.x] = m[0];
}
