// status: ok
template <class E> __device__ Lanes16<E> read16__streaming(const E *from) {
  return Lanes16<E>(__ldcs(&(*reinterpret_cast<const int4 *>(from))));
}
template <class E> __device__ void write16__streaming(E *to, Lanes16<E> value) {
  __stcs(&(*reinterpret_cast<int4 *>(to)), value.bits());
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
