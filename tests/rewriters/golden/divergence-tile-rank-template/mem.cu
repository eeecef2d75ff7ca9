// status: ok
template <unsigned N> __global__ void tileOfN__mem(const float *x, float *y) {
  const cg::thread_block_tile<N> warp = cg::tiled_partition<N>(cg::this_thread_block());
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[i];
  if (warp.thread_rank() % 4 == 3)
    v = lim::fold<decltype(v)>(v, v);
  y[i] = v;
}
