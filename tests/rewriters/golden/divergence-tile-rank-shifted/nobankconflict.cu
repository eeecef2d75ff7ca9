// status: ok
__global__ void tileNeighbour__nobankconflict(const float *x, float *y) {
  __shared__ float s[(256) + ((256) - 1) / 32 * 1];
  const cg::thread_block block = cg::this_thread_block();
  const cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  const unsigned lane = warp.thread_rank();
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  s[lim::bank_skewed<32, 1>(threadIdx.x)] = x[i];
  block.sync();
  float v = s[lim::bank_skewed<32, 1>(threadIdx.x)];
  if (lane & 1u)
    v += s[lim::bank_skewed<32, 1>(threadIdx.x - 1)] * s[lim::bank_skewed<32, 1>(lane - 1)];
  y[i] = v;
}
