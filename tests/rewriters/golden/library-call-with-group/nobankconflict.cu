// status: ok
__global__ void stagedBlockScale__nobankconflict(float *out, const float *in, float gain) {
  __shared__ float tile[(256) + ((256) - 1) / 32 * 1];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> state;
  cg::thread_block block = cg::this_thread_block();
  cuda::pipeline<cuda::thread_scope_block> pipe = cuda::make_pipeline(block, &state);
  int i = blockIdx.x * 256 + threadIdx.x;
  pipe.producer_acquire();
  cuda::memcpy_async(&tile[lim::bank_skewed<32, 1>(threadIdx.x)], &in[i], sizeof(float), pipe);
  pipe.producer_commit();
  pipe.consumer_wait();
  block.sync();
  out[i] = tile[lim::bank_skewed<32, 1>(255 - threadIdx.x)] * gain;
  pipe.consumer_release();
}
