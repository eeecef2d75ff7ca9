// status: ok
__global__ void gains__full(const float *in, float *out, float *both) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = SQUARE(gain(in[i]));
  both[i] = TWICE_GAIN(in[i]);
}
