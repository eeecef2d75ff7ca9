// status: conservative
// reason: line 12: arithmetic on loaded data inside a macro expansion is kept
// reason: line 12: the call of 'gain' is spelled inside a macro and keeps the original helper
__device__ float gain__mem(float v) { return lim::fold<float>(v); }
__global__ void gains__mem(const float *in, float *out, float *both) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = lim::fold<decltype(out[i])>(gain__mem(in[i]), gain__mem(in[i]));
  both[i] = TWICE_GAIN(in[i]);
}
