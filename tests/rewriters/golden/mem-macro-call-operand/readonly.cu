// status: ok
__global__ void scatterScaled__readonly(const float *in, float *out, unsigned mask, float gain) {
  unsigned slot = MUL_ADD(blockIdx.x, blockDim.x, threadIdx.x) & mask;
  float v = __ldg(&(in[slot])) * gain + MUL_ADD(slot, 3u, 1u);
  out[slot] = v;
}
