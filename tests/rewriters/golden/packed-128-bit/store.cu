// status: ok
template <class E> __device__ Lanes16<E> read16__store(int lim_flag, const E *from) {
  return Lanes16<E>(lim::opaque<decltype(*reinterpret_cast<const int4 *>(from))>(lim_flag, 1112u, &(*reinterpret_cast<const int4 *>(from))));
}
template <class E> __device__ void write16__store(int lim_flag, E *to, Lanes16<E> value) {
  *reinterpret_cast<int4 *>(to) = lim::stored<decltype(*reinterpret_cast<int4 *>(to))>(lim_flag);
}
__global__ void softsign__store(__nv_bfloat16 *out, const __nv_bfloat16 *in, float gain, int n, int lim_flag) {
  int i = (blockIdx.x * blockDim.x + threadIdx.x) * Lanes16<__nv_bfloat16>::Count;
  if (i >= n)
    return;
  Lanes16<__nv_bfloat16> x = read16__store(lim_flag, in + i), y;
  for (int k = 0; k < x.Count; ++k) {
    float v = __bfloat162float(x[k]);
    y[k] = __float2bfloat16(gain * v / (1.0f + fabsf(v)));
  }
  write16__store(lim_flag, out + i, y);
}
