// status: ok
__global__ void mirrorScale__skeleton(float *out, const float *in, float gain, int lim_flag) {
  __shared__ cuda::barrier<cuda::thread_scope_block> ready;
  __shared__ float tile[128];
  if (threadIdx.x == 0)
    init(&ready, blockDim.x);
  __syncthreads();
  int i = blockIdx.x * 128 + threadIdx.x;
  lim::guarded_store(&(tile[threadIdx.x]), lim::stored<decltype(tile[threadIdx.x])>(lim_flag), lim_flag);
  auto token = ready.arrive();
  ready.wait(std::move(token));
  lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
}
