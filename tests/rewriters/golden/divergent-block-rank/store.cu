// status: ok
__global__ void blockPeak__store(const float *in, float *peaks, int lim_flag) {
  cg::thread_block block = cg::this_thread_block();
  __shared__ float best[256];
  const unsigned me = block.thread_rank();
  best[me] = lim::stored<decltype(best[me])>(lim_flag);
  block.sync();
  for (unsigned gap = 1; gap < block.size(); gap *= 2) {
    if (me % (2 * gap) == 0)
      best[me] = lim::stored<decltype(best[me])>(lim_flag);
    block.sync();
  }
  if (me == 0)
    peaks[block.group_index().x] = lim::stored<decltype(peaks[block.group_index().x])>(lim_flag);
}
