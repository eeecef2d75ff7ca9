// A box filter's running sum on a vector type, with the project's compound operators that take
// their left side by non-const reference (`operator+=(Sum4 &, Sum4)`): the reference binds a
// local, so the call hands the operator no memory, and mem-only folds `acc += x` as it folds
// `acc = acc + x` on numbers. The operators write through their reference, so they are cloned
// (called as functions of their own names in the variants that keep them).
struct Sum4 {
  float x, y, z, w;
};
__device__ inline void operator+=(Sum4 &a, Sum4 b) {
  a.x += b.x;
  a.y += b.y;
  a.z += b.z;
  a.w += b.w;
}
__device__ inline void operator-=(Sum4 &a, Sum4 b) {
  a.x -= b.x;
  a.y -= b.y;
  a.z -= b.z;
  a.w -= b.w;
}
__device__ inline Sum4 operator*(Sum4 a, float s) { return {a.x * s, a.y * s, a.z * s, a.w * s}; }

__global__ void boxRow(const Sum4 *in, Sum4 *out, int width, int radius, float scale) {
  const Sum4 *row = in + blockIdx.x * width;
  Sum4 *dst = out + blockIdx.x * width;
  Sum4 acc = {0.0f, 0.0f, 0.0f, 0.0f};
  for (int x = 0; x <= radius; ++x)
    acc += row[x];
  for (int x = 0; x < width - radius; ++x) {
    dst[x] = acc * scale;
    acc += row[x + radius];
    acc -= row[x];
  }
}
