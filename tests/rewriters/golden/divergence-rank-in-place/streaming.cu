// status: ok
__global__ void parityPick__streaming(const float *x, float *y) {
  const cg::thread_block block = cg::this_thread_block();
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  const float v = __ldcs(&(x[i]));
  float r;
  if ((block.thread_rank() & 1u) == 0u)
    r = sinf(v) * v;
  else
    r = expf(v) + v;
  __stcs(&(y[i]), r);
}
