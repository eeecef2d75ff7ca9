// p173: a blind probe's kernels (2026-12-05, second session).
// Block max where the tree lives in a class's static member function.
// Slow: interleaved `tid % (2 * s) == 0`. Fix: sequential addressing in the same class.
struct BlockMaxInterleaved {
  static constexpr int kThreads = 512;
  __device__ static void tree(float *s, unsigned tid) {
    for (unsigned stride = 1; stride < kThreads; stride <<= 1) {
      if (tid % (2 * stride) == 0) s[tid] = fmaxf(s[tid], s[tid + stride]);
      __syncthreads();
    }
  }
};

struct BlockMaxSequential {
  static constexpr int kThreads = 512;
  __device__ static void tree(float *s, unsigned tid) {
    for (unsigned stride = kThreads / 2; stride > 0; stride >>= 1) {
      if (tid < stride) s[tid] = fmaxf(s[tid], s[tid + stride]);
      __syncthreads();
    }
  }
};

template <class Policy>
__global__ void blockMax(const float *__restrict__ v, float *__restrict__ result) {
  __shared__ float s[Policy::kThreads];
  const unsigned tid = threadIdx.x;
  s[tid] = v[blockIdx.x * Policy::kThreads + tid];
  __syncthreads();
  Policy::tree(s, tid);
  if (tid == 0) result[blockIdx.x] = s[0];
}

template __global__ void blockMax<BlockMaxInterleaved>(const float *__restrict__, float *__restrict__);
template __global__ void blockMax<BlockMaxSequential>(const float *__restrict__, float *__restrict__);

__global__ void blockMaxPlain(const float *__restrict__ v, float *__restrict__ result) {
  __shared__ float s[BlockMaxInterleaved::kThreads];
  const unsigned tid = threadIdx.x;
  s[tid] = v[blockIdx.x * BlockMaxInterleaved::kThreads + tid];
  __syncthreads();
  BlockMaxInterleaved::tree(s, tid);
  if (tid == 0) result[blockIdx.x] = s[0];
}
