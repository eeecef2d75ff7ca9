// status: conservative
// reason: line 12: the call of 'gain' is spelled inside a macro and keeps the original helper
__device__ float gain__readonly(float v) { return 1.5f * v + 0.25f; }
__global__ void gains__readonly(const float *in, float *out, float *both) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = SQUARE(gain__readonly(__ldg(&(in[i]))));
  both[i] = TWICE_GAIN(__ldg(&(in[i])));
}
