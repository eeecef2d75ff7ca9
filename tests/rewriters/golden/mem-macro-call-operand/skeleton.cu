// status: ok
__global__ void scatterScaled__skeleton(const float *in, float *out, unsigned mask, float gain, int lim_flag) {
  unsigned slot = MUL_ADD(blockIdx.x, blockDim.x, threadIdx.x) & mask;
  float v = lim::opaque_at<decltype(in[slot])>(lim_flag, 506u, (slot)) * gain + MUL_ADD(slot, 3u, 1u);
  lim::guarded_store(&(out[slot]), lim::stored<decltype(out[slot])>(lim_flag), lim_flag);
}
