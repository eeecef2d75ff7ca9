// status: conservative
// reason: line 4: an operand inside a macro expansion is not rewritten (kept as is)
__global__ void squareAll__mem(const float *in, float *out) {
  int i = threadIdx.x;
  out[i] = SQUARE(in[i]);
}
