// status: ok
__device__ static void store__mem(float *p, int i, float v);
__device__ static float load__mem(const float *p, int i) { return p[i]; }
__device__ static int index__mem(int i) { return i * Width; }
__device__ int at__mem(int row, int col) const { return row * stride + col; }
__device__ void Ops::store__mem(float *p, int i, float v) { p[i] = v; }
__device__ float scaled__mem(float v) const { return lim::fold<decltype(v * factor)>(v, factor); }
__device__ float twice__mem(float v) const { return lim::fold<decltype(v + v)>(v, v); }
__device__ static float cube__mem(float v) { return lim::fold<float>(v); }
__device__ float mean__mem() { return lim::fold<decltype(sum__mem() * 0.5f)>(sum__mem()); }
__device__ float sum__mem() { return lim::fold<decltype(a + b)>(a, b); }
__global__ void methods__mem(const float *in, float *out, Gain g, Layout layout) {
  int i = threadIdx.x;
  Ops ops;
  float v = Ops::load__mem(in, Tile<2>::index__mem(i));
  Pair p;
  p.a = in[layout.at__mem(i, 1)];
  p.b = v;
  Ops::store__mem(out, i, g.scaled__mem(ops.twice__mem(Tile<2>::cube__mem(p.mean__mem()))));
}
