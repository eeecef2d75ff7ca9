// status: ok
__device__ static void store__coalesced(float *p, int i, float v);
__device__ static float load__coalesced(const float *p, int i) { return p[lim::coalesced(p, i)]; }
__device__ static int index__coalesced(int i) { return i * Width; }
__device__ int at__coalesced(int row, int col) const { return row * stride + col; }
__device__ void Ops::store__coalesced(float *p, int i, float v) { p[lim::coalesced(p, i)] = v; }
__device__ float scaled__coalesced(float v) const { return v * factor; }
__device__ float twice__coalesced(float v) const { return v + v; }
__device__ static float cube__coalesced(float v) { return v * v * v; }
__device__ float mean__coalesced() { return sum__coalesced() * 0.5f; }
__device__ float sum__coalesced() { return a + b; }
__global__ void methods__coalesced(const float *in, float *out, Gain g, Layout layout) {
  int i = threadIdx.x;
  Ops ops;
  float v = Ops::load__coalesced(in, Tile<2>::index__coalesced(i));
  Pair p;
  p.a = in[lim::coalesced_index(layout.at__coalesced(i, 1))];
  p.b = v;
  Ops::store__coalesced(out, i, g.scaled__coalesced(ops.twice__coalesced(Tile<2>::cube__coalesced(p.mean__coalesced()))));
}
