// status: conservative
// reason: line 20: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
__device__ float tileSum__coalesced(const cg::thread_block_tile<32> &tile, float value) {
  return cg::reduce(tile, value, cg::plus<float>());
}
__global__ void blockSums__coalesced(const float *in, float *sums, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[lim::coalesced_index_linear(i, 1)] * in[lim::coalesced_index_linear(i, 1)] : 0.0f;
  float s = tileSum__coalesced(tile, v);
  cg::sync(block);
  if (tile.thread_rank() == 0)
    atomicAdd(&sums[blockIdx.x], s);
}
