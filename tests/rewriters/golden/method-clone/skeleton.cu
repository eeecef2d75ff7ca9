// status: ok
__device__ static void store__skeleton(int lim_flag, float *p, int i, float v);
__device__ static float load__skeleton(int lim_flag, const float *p, int i) { return lim::opaque_at<decltype(p[i])>(lim_flag, 864u, (i)); }
__device__ static int index__skeleton(int lim_flag, int i) { return i * Width; }
__device__ int at__skeleton(int lim_flag, int row, int col) const { return row * stride + col; }
__device__ void Ops::store__skeleton(int lim_flag, float *p, int i, float v) { lim::guarded_store(&(p[i]), lim::stored<decltype(p[i])>(lim_flag), lim_flag); }
__device__ float scaled__skeleton(int lim_flag, float v) const { return v * factor; }
__device__ float twice__skeleton(int lim_flag, float v) const { return v + v; }
__device__ static float cube__skeleton(int lim_flag, float v) { return v * v * v; }
__device__ float mean__skeleton(int lim_flag) { return sum__skeleton(lim_flag) * 0.5f; }
__device__ float sum__skeleton(int lim_flag) { return a + b; }
__global__ void methods__skeleton(const float *in, float *out, Gain g, Layout layout, int lim_flag) {
  int i = threadIdx.x;
  Ops ops;
  float v = Ops::load__skeleton(lim_flag, in, Tile<2>::index__skeleton(lim_flag, i));
  Pair p;
  p.a = lim::opaque_at<decltype(in[layout.at__skeleton(lim_flag, i, 1)])>(lim_flag, 1396u, (layout.at__skeleton(lim_flag, i, 1)));
  p.b = v;
  Ops::store__skeleton(lim_flag, out, i, g.scaled__skeleton(lim_flag, ops.twice__skeleton(lim_flag, Tile<2>::cube__skeleton(lim_flag, p.mean__skeleton(lim_flag)))));
}
