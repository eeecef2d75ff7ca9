// status: conservative
// reason: line 33: keeps a global read it cannot pass to __ldg (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
// reason: line 34: keeps a global read it cannot pass to __ldg (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
// reason: line 35: keeps a global read it cannot pass to __ldg (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
// reason: line 36: keeps a global read it cannot pass to __ldg (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
// reason: line 38: keeps a global read it cannot pass to __ldg (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
__device__ inline void lim_operator_caret_equal__readonly(byte4 &a, const byte4 b) {
  a.x ^= b.x;
  a.y ^= b.y;
  a.z ^= b.z;
  a.w ^= b.w;
}
__device__ inline byte4 lim_operator_plus_plus__readonly(byte4 &a, int) {
  byte4 old = a;
  a.x++;
  return old;
}
__global__ void mix__readonly(const byte4 *in, const byte4 *key, byte4 *out) {
  __shared__ byte4 tile[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = in[i];
  lim_operator_caret_equal__readonly(tile[threadIdx.x], key[threadIdx.x]);
  byte4 r = tile[threadIdx.x] + key[i];
  lim_operator_caret_equal__readonly(r, in[i]);
  out[i] = lim_operator_plus_plus__readonly(r, 0) + r;
  lim_operator_caret_equal__readonly(out[i + 1], key[i]);
}
