// status: conservative
// reason: line 33: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
// reason: line 34: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
// reason: line 35: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
// reason: line 36: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
// reason: line 38: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
// reason: line 37: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 38: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__device__ inline void lim_operator_caret_equal__streaming(byte4 &a, const byte4 b) {
  a.x ^= b.x;
  a.y ^= b.y;
  a.z ^= b.z;
  a.w ^= b.w;
}
__device__ inline byte4 lim_operator_plus_plus__streaming(byte4 &a, int) {
  byte4 old = a;
  a.x++;
  return old;
}
__global__ void mix__streaming(const byte4 *in, const byte4 *key, byte4 *out) {
  __shared__ byte4 tile[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = in[i];
  lim_operator_caret_equal__streaming(tile[threadIdx.x], key[threadIdx.x]);
  byte4 r = tile[threadIdx.x] + key[i];
  lim_operator_caret_equal__streaming(r, in[i]);
  out[i] = lim_operator_plus_plus__streaming(r, 0) + r;
  lim_operator_caret_equal__streaming(out[i + 1], key[i]);
}
