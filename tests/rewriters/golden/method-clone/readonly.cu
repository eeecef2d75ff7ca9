// status: ok
__device__ static void store__readonly(float *p, int i, float v);
__device__ static float load__readonly(const float *p, int i) { return __ldg(&(p[i])); }
__device__ static int index__readonly(int i) { return i * Width; }
__device__ int at__readonly(int row, int col) const { return row * stride + col; }
__device__ void Ops::store__readonly(float *p, int i, float v) { p[i] = v; }
__device__ float scaled__readonly(float v) const { return v * factor; }
__device__ float twice__readonly(float v) const { return v + v; }
__device__ static float cube__readonly(float v) { return v * v * v; }
__device__ float mean__readonly() { return sum__readonly() * 0.5f; }
__device__ float sum__readonly() { return a + b; }
__global__ void methods__readonly(const float *in, float *out, Gain g, Layout layout) {
  int i = threadIdx.x;
  Ops ops;
  float v = Ops::load__readonly(in, Tile<2>::index__readonly(i));
  Pair p;
  p.a = __ldg(&(in[layout.at__readonly(i, 1)]));
  p.b = v;
  Ops::store__readonly(out, i, g.scaled__readonly(ops.twice__readonly(Tile<2>::cube__readonly(p.mean__readonly()))));
}
