// status: ok
__global__ void tileNeighbour__mem(const float *x, float *y) {
  __shared__ float s[256];
  const cg::thread_block block = cg::this_thread_block();
  const cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  const unsigned lane = warp.thread_rank();
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = x[i];
  block.sync();
  float v = s[threadIdx.x];
  if (lane & 1u)
    (void)0;
  y[i] = v;
 lim::keep_shared(&s); }
