// status: conservative
// reason: line 12: the call of 'gain' is spelled inside a macro and keeps the original helper
__device__ float gain__streaming(float v) { return 1.5f * v + 0.25f; }
__global__ void gains__streaming(const float *in, float *out, float *both) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __stcs(&(out[i]), SQUARE(gain__streaming(__ldcs(&(in[i])))));
  __stcs(&(both[i]), TWICE_GAIN(__ldcs(&(in[i]))));
}
