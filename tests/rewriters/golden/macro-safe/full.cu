// status: ok
__global__ void squareAll__full(const float *in, float *out) {
  int i = threadIdx.x;
  out[i] = SQUARE(in[i]);
}
