// status: conservative
// reason: line 22: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
// reason: line 26: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
template <class E> __device__ Lanes16<E> read16__streaming(const E *from) {
  return Lanes16<E>(*reinterpret_cast<const int4 *>(from));
}
template <class E> __device__ void write16__streaming(E *to, Lanes16<E> value) {
  *reinterpret_cast<int4 *>(to) = value.bits();
}
__global__ void softsign__streaming(__nv_bfloat16 *out, const __nv_bfloat16 *in, float gain, int n) {
  int i = (blockIdx.x * blockDim.x + threadIdx.x) * Lanes16<__nv_bfloat16>::Count;
  if (i >= n)
    return;
  Lanes16<__nv_bfloat16> x = read16__streaming(in + i), y;
  for (int k = 0; k < x.Count; ++k) {
    float v = __bfloat162float(x[k]);
    y[k] = __float2bfloat16(gain * v / (1.0f + fabsf(v)));
  }
  write16__streaming(out + i, y);
}
