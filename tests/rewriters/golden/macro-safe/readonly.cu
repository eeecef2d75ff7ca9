// status: ok
__global__ void squareAll__readonly(const float *in, float *out) {
  int i = threadIdx.x;
  out[i] = SQUARE(__ldg(&(in[i])));
}
