// status: ok
__global__ void tileNeighbour__math(const float *x, float *y, int lim_flag) {
  __shared__ float s[256];
  const cg::thread_block block = cg::this_thread_block();
  const cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  const unsigned lane = warp.thread_rank();
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = lim::opaque_at<decltype(x[i])>(lim_flag, 678u, (i));
  block.sync();
  float v = s[threadIdx.x];
  if (lane & 1u)
    v += s[threadIdx.x - 1] * s[lane - 1];
  lim::guarded_store(&(y[i]), v, lim_flag);
}
