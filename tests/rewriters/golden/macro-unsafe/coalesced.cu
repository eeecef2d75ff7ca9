// status: conservative
// reason: line 5: a global access's pointer inside a macro expansion is not rewritten (kept as is)
// reason: line 5: a global access's index inside a macro expansion is not rewritten (kept as is)
__global__ void pairs__coalesced(const float *in, float *out) {
  int i = threadIdx.x;
  out[lim::coalesced_index_linear(i, 1)] = LOAD_TWICE(i);
}
