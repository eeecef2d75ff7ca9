// p164: a per-channel scale-and-shift over RGBA-like float quads, written against a QuadView
// accessor whose call operator takes the quad and an optional channel (a default argument),
// views handed by value; the fix reads each quad through a float4 view.
// SLOW (scaleShiftQuadScalar): four 32-bit loads and four 32-bit stores a thread.
// FIX  (scaleShiftQuadVec):    one float4 (128-bit) load and store a thread.
// Expected what-if: wider.

template <typename T>
struct QuadView {
  T *data;
  int nquads;
  __device__ T &operator()(int q, int ch = 0) const { return data[4 * q + ch]; }
};

template <typename V>
struct VecView {
  V *data;
  int n;
  __device__ V &at(int i) const { return data[i]; }
};

__global__ void scaleShiftQuadScalar(QuadView<const float> in, QuadView<float> out,
                                     float4 scale, float4 shift) {
  const int q = blockIdx.x * blockDim.x + threadIdx.x;
  if (q >= in.nquads) return;
  out(q) = in(q) * scale.x + shift.x;
  out(q, 1) = in(q, 1) * scale.y + shift.y;
  out(q, 2) = in(q, 2) * scale.z + shift.z;
  out(q, 3) = in(q, 3) * scale.w + shift.w;
}

__global__ void scaleShiftQuadVec(VecView<const float4> in, VecView<float4> out,
                                  float4 scale, float4 shift) {
  const int q = blockIdx.x * blockDim.x + threadIdx.x;
  if (q >= in.n) return;
  const float4 v = in.at(q);
  float4 r;
  r.x = v.x * scale.x + shift.x;
  r.y = v.y * scale.y + shift.y;
  r.z = v.z * scale.z + shift.z;
  r.w = v.w * scale.w + shift.w;
  out.at(q) = r;
}
