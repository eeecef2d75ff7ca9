// status: ok
__global__ void blockPeak__coalesced(const float *in, float *peaks) {
  cg::thread_block block = cg::this_thread_block();
  __shared__ float best[256];
  const unsigned me = block.thread_rank();
  best[me] = in[block.group_index().x * block.size() + me];
  block.sync();
  for (unsigned gap = 1; gap < block.size(); gap *= 2) {
    if (me % (2 * gap) == 0)
      best[me] = fmaxf(best[me], best[me + gap]);
    block.sync();
  }
  if (me == 0)
    peaks[block.group_index().x] = best[0];
}
