// status: ok
__global__ void scatterScaled__streaming(const float *in, float *out, unsigned mask, float gain) {
  unsigned slot = MUL_ADD(blockIdx.x, blockDim.x, threadIdx.x) & mask;
  float v = __ldcs(&(in[slot])) * gain + MUL_ADD(slot, 3u, 1u);
  __stcs(&(out[slot]), v);
}
