// status: conservative
// reason: line 15: keeps a barrier it cannot tell from a warp's (a sync of a thread_group, or a cuda::barrier)
// reason: line 16: keeps a barrier it cannot tell from a warp's (a sync of a thread_group, or a cuda::barrier)
__global__ void mirrorScale__nobarrier(float *out, const float *in, float gain) {
  __shared__ cuda::barrier<cuda::thread_scope_block> ready;
  __shared__ float tile[128];
  if (threadIdx.x == 0)
    init(&ready, blockDim.x);
  lim::barrier_removed();
  int i = blockIdx.x * 128 + threadIdx.x;
  tile[threadIdx.x] = in[i];
  auto token = ready.arrive();
  ready.wait(std::move(token));
  out[i] = tile[127 - threadIdx.x] * gain + 1.0f;
}
