// status: ok
__global__ void tileNeighbour__skeleton(const float *x, float *y, int lim_flag) {
  __shared__ float s[256];
  const cg::thread_block block = cg::this_thread_block();
  const cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  const unsigned lane = warp.thread_rank();
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  lim::guarded_store(&(s[threadIdx.x]), lim::stored<decltype(s[threadIdx.x])>(lim_flag), lim_flag);
  block.sync();
  float v = s[threadIdx.x];
  if (lane & 1u)
    v += s[threadIdx.x - 1] * s[lane - 1];
  lim::guarded_store(&(y[i]), lim::stored<decltype(y[i])>(lim_flag), lim_flag);
}
