// status: ok
__global__ void squareAll__coalesced(const float *in, float *out) {
  int i = threadIdx.x;
  out[lim::coalesced_index(i)] = SQUARE(in[lim::coalesced_index(i)]);
}
