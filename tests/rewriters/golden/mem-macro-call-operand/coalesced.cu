// status: ok
__global__ void scatterScaled__coalesced(const float *in, float *out, unsigned mask, float gain) {
  unsigned slot = MUL_ADD(blockIdx.x, blockDim.x, threadIdx.x) & mask;
  float v = in[lim::coalesced_index(slot)] * gain + MUL_ADD(slot, 3u, 1u);
  out[lim::coalesced_index(slot)] = v;
}
