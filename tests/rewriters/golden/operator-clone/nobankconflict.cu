// status: ok
__device__ inline void lim_operator_caret_equal__nobankconflict(byte4 &a, const byte4 b) {
  a.x ^= b.x;
  a.y ^= b.y;
  a.z ^= b.z;
  a.w ^= b.w;
}
__device__ inline byte4 lim_operator_plus_plus__nobankconflict(byte4 &a, int) {
  byte4 old = a;
  a.x++;
  return old;
}
__global__ void mix__nobankconflict(const byte4 *in, const byte4 *key, byte4 *out) {
  __shared__ byte4 tile[(64) + ((64) - 1) / 32 * 1];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[lim::bank_skewed<32, 1>(threadIdx.x)] = in[i];
  lim_operator_caret_equal__nobankconflict(tile[lim::bank_skewed<32, 1>(threadIdx.x)], key[threadIdx.x]);
  byte4 r = tile[lim::bank_skewed<32, 1>(threadIdx.x)] + key[i];
  lim_operator_caret_equal__nobankconflict(r, in[i]);
  out[i] = lim_operator_plus_plus__nobankconflict(r, 0) + r;
  lim_operator_caret_equal__nobankconflict(out[i + 1], key[i]);
}
