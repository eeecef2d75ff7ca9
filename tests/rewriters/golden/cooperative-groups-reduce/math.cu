// status: ok
__device__ float tileSum__math(int lim_flag, const cg::thread_block_tile<32> &tile, float value) {
  return cg::reduce(tile, value, cg::plus<float>());
}
__global__ void blockSums__math(const float *in, float *sums, int n, int lim_flag) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? lim::opaque_at<decltype(in[i])>(lim_flag, 731u, (i)) * lim::opaque_at<decltype(in[i])>(lim_flag, 739u, (i)) : 0.0f;
  float s = tileSum__math(lim_flag, tile, v);
  cg::sync(block);
  if (tile.thread_rank() == 0)
    (lim::never(s, lim_flag) ? atomicAdd(&sums[blockIdx.x], s) : lim::opaque<decltype(atomicAdd(&sums[blockIdx.x], s))>(lim_flag, 837u, &sums[blockIdx.x]));
}
