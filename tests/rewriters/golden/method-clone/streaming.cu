// status: ok
__device__ static void store__streaming(float *p, int i, float v);
__device__ static float load__streaming(const float *p, int i) { return __ldcs(&(p[i])); }
__device__ static int index__streaming(int i) { return i * Width; }
__device__ int at__streaming(int row, int col) const { return row * stride + col; }
__device__ void Ops::store__streaming(float *p, int i, float v) { __stcs(&(p[i]), v); }
__device__ float scaled__streaming(float v) const { return v * factor; }
__device__ float twice__streaming(float v) const { return v + v; }
__device__ static float cube__streaming(float v) { return v * v * v; }
__device__ float mean__streaming() { return sum__streaming() * 0.5f; }
__device__ float sum__streaming() { return a + b; }
__global__ void methods__streaming(const float *in, float *out, Gain g, Layout layout) {
  int i = threadIdx.x;
  Ops ops;
  float v = Ops::load__streaming(in, Tile<2>::index__streaming(i));
  Pair p;
  p.a = __ldcs(&(in[layout.at__streaming(i, 1)]));
  p.b = v;
  Ops::store__streaming(out, i, g.scaled__streaming(ops.twice__streaming(Tile<2>::cube__streaming(p.mean__streaming()))));
}
