// An asynchronous copy from global into shared memory through a pipeline: a global read whose
// data lands in shared memory with no register in between. Mem-only keeps it; math-only,
// store-only and the skeleton never run it (the shared tile then holds what it held). The
// pipeline itself is synchronization and stays in every variant.
#include <cuda/pipeline>

__global__ void stagedScale(float *out, const float *in, float gain) {
  __shared__ float tile[256];
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  int i = blockIdx.x * 256 + threadIdx.x;
  pipe.producer_acquire();
  cuda::memcpy_async(&tile[threadIdx.x], &in[i], sizeof(float), pipe);
  pipe.producer_commit();
  pipe.consumer_wait();
  __syncthreads();
  out[i] = tile[255 - threadIdx.x] * gain + 0.5f;
  pipe.consumer_release();
}
