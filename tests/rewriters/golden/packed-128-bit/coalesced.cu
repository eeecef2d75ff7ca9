// status: conservative
// reason: line 22: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 26: keeps a global access it cannot re-index (not written `p[i]`, or an intrinsic)
template <class E> __device__ Lanes16<E> read16__coalesced(const E *from) {
  return Lanes16<E>(*reinterpret_cast<const int4 *>(from));
}
template <class E> __device__ void write16__coalesced(E *to, Lanes16<E> value) {
  *reinterpret_cast<int4 *>(to) = value.bits();
}
__global__ void softsign__coalesced(__nv_bfloat16 *out, const __nv_bfloat16 *in, float gain, int n) {
  int i = (blockIdx.x * blockDim.x + threadIdx.x) * Lanes16<__nv_bfloat16>::Count;
  if (i >= n)
    return;
  Lanes16<__nv_bfloat16> x = read16__coalesced(in + i), y;
  for (int k = 0; k < x.Count; ++k) {
    float v = __bfloat162float(x[k]);
    y[k] = __float2bfloat16(gain * v / (1.0f + fabsf(v)));
  }
  write16__coalesced(out + i, y);
}
