// status: ok
__global__ void byteParity__store(const float *in, float *out, int lim_flag) {
  const cg::thread_block block = cg::this_thread_block();
  const int i = blockIdx.x * 1024 + block.thread_rank();
  float v = lim::opaque_at<decltype(in[i])>(lim_flag, 575u, (i));
  if ((unsigned char)block.thread_rank() % 4 == 0)
    v = sinf(v) * v;
  out[i] = lim::stored<decltype(out[i])>(lim_flag);
}
