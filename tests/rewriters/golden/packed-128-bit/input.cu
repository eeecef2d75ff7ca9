// A packed 128-bit type as elementwise kernels vectorize with it: an alignas(16) struct of
// bf16 lanes moved as one int4, its bits copied in and out by memcpy, its lanes reached through
// operator[]. The bit copies compute nothing: mem-only keeps them as written and folds the
// lanes' arithmetic, and every variant keeps full's single 128-bit store. The lanes' loop runs
// to `x.Count`, a static member named through the loaded object, which reads nothing of it:
// the load decides no trip count, and math-only and store-only take it away.
#include <cuda_bf16.h>

template <class E> struct alignas(16) Lanes16 {
  static constexpr int Count = sizeof(int4) / sizeof(E);
  E lane[Count];
  Lanes16() = default;
  __device__ explicit Lanes16(int4 bits) { memcpy(&lane, &bits, sizeof(bits)); }
  __device__ E &operator[](int k) { return lane[k]; }
  __device__ const E &operator[](int k) const { return lane[k]; }
  __device__ int4 bits() const {
    int4 out;
    memcpy(&out, &lane, sizeof(out));
    return out;
  }
};

template <class E> __device__ Lanes16<E> read16(const E *from) {
  return Lanes16<E>(*reinterpret_cast<const int4 *>(from));
}

template <class E> __device__ void write16(E *to, Lanes16<E> value) {
  *reinterpret_cast<int4 *>(to) = value.bits();
}

__global__ void softsign(__nv_bfloat16 *out, const __nv_bfloat16 *in, float gain, int n) {
  int i = (blockIdx.x * blockDim.x + threadIdx.x) * Lanes16<__nv_bfloat16>::Count;
  if (i >= n)
    return;
  Lanes16<__nv_bfloat16> x = read16(in + i), y;
  for (int k = 0; k < x.Count; ++k) {
    float v = __bfloat162float(x[k]);
    y[k] = __float2bfloat16(gain * v / (1.0f + fabsf(v)));
  }
  write16(out + i, y);
}
