// status: ok
template <unsigned N> __global__ void tileOfN__store(const float *x, float *y, int lim_flag) {
  const cg::thread_block_tile<N> warp = cg::tiled_partition<N>(cg::this_thread_block());
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = lim::opaque_at<decltype(x[i])>(lim_flag, 646u, (i));
  if (warp.thread_rank() % 4 == 3)
    v = sinf(v) * v;
  y[i] = lim::stored<decltype(y[i])>(lim_flag);
}
