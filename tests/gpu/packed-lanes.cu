// Elementwise work on bf16 lanes moved as one 128-bit word, as modern training code writes it:
// a struct of eight lanes loaded and stored through int4, its loop running to `x.Count`, a
// static member named through the loaded object. The count reads nothing of x, so math-only
// loads nothing (before, it kept full's load as one that decides a trip count).
#include <cuda_bf16.h>

template <class E> struct alignas(16) Lanes {
  static constexpr int Count = sizeof(int4) / sizeof(E);
  E lane[Count];
  Lanes() = default;
  __device__ explicit Lanes(int4 bits) { memcpy(&lane, &bits, sizeof(bits)); }
  __device__ int4 bits() const {
    int4 out;
    memcpy(&out, &lane, sizeof(out));
    return out;
  }
};

template <class E> __device__ Lanes<E> loadLanes(const E *from) {
  return Lanes<E>(__ldcs(reinterpret_cast<const int4 *>(from)));
}

template <class E> __device__ void storeLanes(E *to, Lanes<E> value) {
  *reinterpret_cast<int4 *>(to) = value.bits();
}

__global__ void swishLanes(__nv_bfloat16 *out, const __nv_bfloat16 *in, int n) {
  const int i = (blockIdx.x * blockDim.x + threadIdx.x) * Lanes<__nv_bfloat16>::Count;
  if (i >= n)
    return;
  Lanes<__nv_bfloat16> x = loadLanes(in + i), y;
  for (int k = 0; k < x.Count; ++k) {
    const float v = __bfloat162float(x.lane[k]);
    y.lane[k] = __float2bfloat16(v / (1.0f + __expf(-v)));
  }
  storeLanes(out + i, y);
}
