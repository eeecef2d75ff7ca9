// status: ok
__global__ void parityPick__store(const float *x, float *y, int lim_flag) {
  const cg::thread_block block = cg::this_thread_block();
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  const float v = lim::opaque_at<decltype(x[i])>(lim_flag, 671u, (i));
  float r;
  if ((block.thread_rank() & 1u) == 0u)
    r = sinf(v) * v;
  else
    r = expf(v) + v;
  y[i] = lim::stored<decltype(y[i])>(lim_flag);
}
