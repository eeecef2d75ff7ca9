// A library barrier in shared memory: a synchronization object, not data. Its uses (init,
// arrive, wait on a moved token) stay as written in every variant, like __syncthreads(), and
// nothing about them makes a variant conservative.
#include <cuda/barrier>
#include <utility>

__global__ void mirrorScale(float *out, const float *in, float gain) {
  __shared__ cuda::barrier<cuda::thread_scope_block> ready;
  __shared__ float tile[128];
  if (threadIdx.x == 0)
    init(&ready, blockDim.x);
  __syncthreads();
  int i = blockIdx.x * 128 + threadIdx.x;
  tile[threadIdx.x] = in[i];
  auto token = ready.arrive();
  ready.wait(std::move(token));
  out[i] = tile[127 - threadIdx.x] * gain + 1.0f;
}
