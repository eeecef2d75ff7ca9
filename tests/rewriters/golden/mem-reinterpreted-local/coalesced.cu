// status: conservative
// reason: line 14: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
__global__ void brighten__coalesced(const unsigned char *in, unsigned char *out, int *flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Bytes4 v;
  *(unsigned *)&v = *(const unsigned *)(in + 4 * i);
  if (v.w != 0) {
    out[lim::coalesced_index_linear(i, 1)] = (v.x * 3 + v.y * 2 + v.z) / 6;
    flags[lim::coalesced_index_linear(i, 1)] = 1;
  } else {
    flags[lim::coalesced_index_linear(i, 1)] = -1;
  }
}
