// status: ok
__global__ void parityPick__mem(const float *x, float *y) {
  const cg::thread_block block = cg::this_thread_block();
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  const float v = x[i];
  float r;
  if ((block.thread_rank() & 1u) == 0u)
    r = lim::fold<decltype(r)>(v, v);
  else
    r = lim::fold<decltype(r)>(v, v);
  y[i] = r;
}
