// status: ok
__global__ void stagedBlockScale__skeleton(float *out, const float *in, float gain, int lim_flag) {
  __shared__ float tile[256];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> state;
  cg::thread_block block = cg::this_thread_block();
  cuda::pipeline<cuda::thread_scope_block> pipe = cuda::make_pipeline(block, &state);
  int i = blockIdx.x * 256 + threadIdx.x;
  pipe.producer_acquire();
  (lim::never(lim_flag, lim_flag) ? (void)(cuda::memcpy_async(&tile[threadIdx.x], &in[i], sizeof(float), pipe)) : void());
  pipe.producer_commit();
  pipe.consumer_wait();
  block.sync();
  lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
  pipe.consumer_release();
}
