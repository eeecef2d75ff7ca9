// A library function handed a cooperative group and a pipeline's shared state (a block-scoped
// pipeline made from them): the group is a handle on threads and the state is
// synchronization, neither is data, so the call is no memory access and every variant is
// faithful, whatever pointers the toolkit keeps inside the group.
#include <cooperative_groups.h>
#include <cuda/pipeline>

namespace cg = cooperative_groups;

__global__ void stagedBlockScale(float *out, const float *in, float gain) {
  __shared__ float tile[256];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> state;
  cg::thread_block block = cg::this_thread_block();
  cuda::pipeline<cuda::thread_scope_block> pipe = cuda::make_pipeline(block, &state);
  int i = blockIdx.x * 256 + threadIdx.x;
  pipe.producer_acquire();
  cuda::memcpy_async(&tile[threadIdx.x], &in[i], sizeof(float), pipe);
  pipe.producer_commit();
  pipe.consumer_wait();
  block.sync();
  out[i] = tile[255 - threadIdx.x] * gain;
  pipe.consumer_release();
}
