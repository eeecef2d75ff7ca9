// status: ok
__device__ inline void lim_operator_caret_equal__coalesced(byte4 &a, const byte4 b) {
  a.x ^= b.x;
  a.y ^= b.y;
  a.z ^= b.z;
  a.w ^= b.w;
}
__device__ inline byte4 lim_operator_plus_plus__coalesced(byte4 &a, int) {
  byte4 old = a;
  a.x++;
  return old;
}
__global__ void mix__coalesced(const byte4 *in, const byte4 *key, byte4 *out) {
  __shared__ byte4 tile[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = in[lim::coalesced_index(i)];
  lim_operator_caret_equal__coalesced(tile[threadIdx.x], key[lim::coalesced_index(threadIdx.x)]);
  byte4 r = tile[threadIdx.x] + key[lim::coalesced_index(i)];
  lim_operator_caret_equal__coalesced(r, in[lim::coalesced_index(i)]);
  out[lim::coalesced_index(i)] = lim_operator_plus_plus__coalesced(r, 0) + r;
  lim_operator_caret_equal__coalesced(out[lim::coalesced_index(i + 1)], key[lim::coalesced_index(i)]);
}
