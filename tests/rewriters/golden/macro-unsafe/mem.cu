// status: conservative
// reason: line 5: arithmetic on loaded data inside a macro expansion is kept
__global__ void pairs__mem(const float *in, float *out) {
  int i = threadIdx.x;
  out[i] = LOAD_TWICE(i);
}
