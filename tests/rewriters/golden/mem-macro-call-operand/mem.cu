// status: ok
__global__ void scatterScaled__mem(const float *in, float *out, unsigned mask, float gain) {
  unsigned slot = MUL_ADD(blockIdx.x, blockDim.x, threadIdx.x) & mask;
  float v = lim::fold<decltype(in[slot] * gain + MUL_ADD(slot, 3u, 1u))>(in[slot]);
  out[slot] = v;
}
