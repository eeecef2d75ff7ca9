// status: ok
__global__ void byteParity__streaming(const float *in, float *out) {
  const cg::thread_block block = cg::this_thread_block();
  const int i = blockIdx.x * 1024 + block.thread_rank();
  float v = __ldcs(&(in[i]));
  if ((unsigned char)block.thread_rank() % 4 == 0)
    v = sinf(v) * v;
  __stcs(&(out[i]), v);
}
