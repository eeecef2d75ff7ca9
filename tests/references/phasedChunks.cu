// bundle: phasedChunks
// Hand-made memory-only and math-only twins of latency::phasedChunks
// (kernels/latency/phased.cu), to check limiter's own.
//
// mem: the load phase into shared memory, the barriers and the store phase stay; the compute
// phase (a read-modify-write of the chunk with `rounds` FMAs per element) goes whole.
// math: the loads become values made from the index, the compute phase and the barriers stay,
// and each store happens only if 1 == value * flag (flag is 0 at run time). The shared read
// that feeds a store stays under the kernel's own `i < n`: read before the test, all eight
// reads of a thread are in flight at once, where the kernel issues them one store at a time
// (an earlier version of this file did so and ran 12% faster than a faithful twin).

__global__ void phasedChunks__mem(const float *__restrict__ in, float *__restrict__ out, int n,
                                  int rounds) {
  __shared__ float chunk[Chunk];
  const int tid = threadIdx.x;
  for (int base = blockIdx.x * Chunk; base < n; base += gridDim.x * Chunk) {
    for (int k = 0; k < PerThread; ++k) {
      const int i = base + k * Threads + tid;
      chunk[k * Threads + tid] = i < n ? in[i] : 0.0f;
    }
    __syncthreads();
    __syncthreads();
    for (int k = 0; k < PerThread; ++k) {
      const int i = base + k * Threads + tid;
      if (i < n)
        out[i] = chunk[k * Threads + tid];
    }
    __syncthreads();
  }
}

__global__ void phasedChunks__math(const float *__restrict__ in, float *__restrict__ out, int n,
                                   int rounds, int lim_flag) {
  __shared__ float chunk[Chunk];
  const int tid = threadIdx.x;
  for (int base = blockIdx.x * Chunk; base < n; base += gridDim.x * Chunk) {
    for (int k = 0; k < PerThread; ++k) {
      const int i = base + k * Threads + tid;
      chunk[k * Threads + tid] = i < n ? 0.5f + static_cast<float>((i ^ lim_flag) & 255) * 1e-3f : 0.0f;
    }
    __syncthreads();
    for (int k = 0; k < PerThread; ++k) {
      float v = chunk[k * Threads + tid];
      for (int r = 0; r < rounds; ++r)
        v = v * 0.999f + 0.001f;
      chunk[k * Threads + tid] = v;
    }
    __syncthreads();
    for (int k = 0; k < PerThread; ++k) {
      const int i = base + k * Threads + tid;
      if (i < n) {
        const float v = chunk[k * Threads + tid];
        if (1 == v * lim_flag)
          out[i] = v;
      }
    }
    __syncthreads();
  }
}
