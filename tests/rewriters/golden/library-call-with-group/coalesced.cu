// status: conservative
// reason: line 17: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
__global__ void stagedBlockScale__coalesced(float *out, const float *in, float gain) {
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
  out[lim::coalesced_index_linear(i, 1)] = tile[255 - threadIdx.x] * gain;
  pipe.consumer_release();
}
