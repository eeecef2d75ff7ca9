// status: ok
__global__ void scatterScaled__full(const float *in, float *out, unsigned mask, float gain) {
  unsigned slot = MUL_ADD(blockIdx.x, blockDim.x, threadIdx.x) & mask;
  float v = in[slot] * gain + MUL_ADD(slot, 3u, 1u);
  out[slot] = v;
}
