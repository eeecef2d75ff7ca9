// status: conservative
// reason: line 4: arithmetic on loaded data inside a macro expansion is kept
__global__ void squareAll__mem(const float *in, float *out) {
  int i = threadIdx.x;
  out[i] = SQUARE(in[i]);
}
