// status: conservative
// reason: line 5: an operand inside a macro expansion is not rewritten (kept as is)
__global__ void pairs__mem(const float *in, float *out) {
  int i = threadIdx.x;
  out[i] = LOAD_TWICE(i);
}
