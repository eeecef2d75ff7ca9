// status: ok
__device__ static void store__math(int lim_flag, float *p, int i, float v);
__device__ static float load__math(int lim_flag, const float *p, int i) { return lim::opaque_at<decltype(p[i])>(lim_flag, 864u, (i)); }
__device__ static int index__math(int lim_flag, int i) { return i * Width; }
__device__ int at__math(int lim_flag, int row, int col) const { return row * stride + col; }
__device__ void Ops::store__math(int lim_flag, float *p, int i, float v) { lim::guarded_store(&(p[i]), v, lim_flag); }
__device__ float scaled__math(int lim_flag, float v) const { return v * factor; }
__device__ float twice__math(int lim_flag, float v) const { return v + v; }
__device__ static float cube__math(int lim_flag, float v) { return v * v * v; }
__device__ float mean__math(int lim_flag) { return sum__math(lim_flag) * 0.5f; }
__device__ float sum__math(int lim_flag) { return a + b; }
__global__ void methods__math(const float *in, float *out, Gain g, Layout layout, int lim_flag) {
  int i = threadIdx.x;
  Ops ops;
  float v = Ops::load__math(lim_flag, in, Tile<2>::index__math(lim_flag, i));
  Pair p;
  p.a = lim::opaque_at<decltype(in[layout.at__math(lim_flag, i, 1)])>(lim_flag, 1396u, (layout.at__math(lim_flag, i, 1)));
  p.b = v;
  Ops::store__math(lim_flag, out, i, g.scaled__math(lim_flag, ops.twice__math(lim_flag, Tile<2>::cube__math(lim_flag, p.mean__math(lim_flag)))));
}
