// status: ok
__global__ void blockPeak__math(const float *in, float *peaks, int lim_flag) {
  cg::thread_block block = cg::this_thread_block();
  __shared__ float best[256];
  const unsigned me = block.thread_rank();
  best[me] = lim::opaque_at<decltype(in[block.group_index().x * block.size() + me])>(lim_flag, 634u, (block.group_index().x * block.size() + me));
  block.sync();
  for (unsigned gap = 1; gap < block.size(); gap *= 2) {
    if (me % (2 * gap) == 0)
      best[me] = fmaxf(best[me], best[me + gap]);
    block.sync();
  }
  if (me == 0)
    lim::guarded_store(&(peaks[block.group_index().x]), best[0], lim_flag);
}
