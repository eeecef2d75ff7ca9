// status: ok
__global__ void tileOddStrides__streaming(const float *x, float *y) {
  const cg::thread_block block = cg::this_thread_block();
  const cg::thread_block_tile<8> oct = cg::tiled_partition<8>(block);
  const cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = __ldcs(&(x[i]));
  if (oct.thread_rank() % 16 == 1)
    v = sinf(v);
  if (((bool)warp.thread_rank() & 1u) == 0u)
    v = sqrtf(v);
  if (v > 0.5f) {
    const cg::coalesced_group came = cg::coalesced_threads();
    const cg::coalesced_group quad = cg::tiled_partition(came, 4);
    if ((quad.thread_rank() & 1u) == 0u)
      v = expf(v);
  }
  __stcs(&(y[i]), v);
}
