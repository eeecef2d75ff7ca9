#define SQUARE(x) ((x) * (x))
__global__ void squareAll(const float *in, float *out) {
  int i = threadIdx.x;
  out[i] = SQUARE(in[i]);
}
