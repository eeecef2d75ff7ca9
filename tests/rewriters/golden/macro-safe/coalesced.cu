// status: ok
__global__ void squareAll__coalesced(const float *in, float *out) {
  int i = threadIdx.x;
  out[lim::coalesced(out, i)] = SQUARE(in[lim::coalesced(in, i)]);
}
