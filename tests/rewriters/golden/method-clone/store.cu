// status: ok
__device__ static void store__store(int lim_flag, float *p, int i, float v);
__device__ static float load__store(int lim_flag, const float *p, int i) { return lim::opaque_at<decltype(p[i])>(lim_flag, 864u, (i)); }
__device__ static int index__store(int lim_flag, int i) { return i * Width; }
__device__ int at__store(int lim_flag, int row, int col) const { return row * stride + col; }
__device__ void Ops::store__store(int lim_flag, float *p, int i, float v) { p[i] = lim::stored<decltype(p[i])>(lim_flag); }
__device__ float scaled__store(int lim_flag, float v) const { return v * factor; }
__device__ float twice__store(int lim_flag, float v) const { return v + v; }
__device__ static float cube__store(int lim_flag, float v) { return v * v * v; }
__device__ float mean__store(int lim_flag) { return sum__store(lim_flag) * 0.5f; }
__device__ float sum__store(int lim_flag) { return a + b; }
__global__ void methods__store(const float *in, float *out, Gain g, Layout layout, int lim_flag) {
  int i = threadIdx.x;
  Ops ops;
  float v = Ops::load__store(lim_flag, in, Tile<2>::index__store(lim_flag, i));
  Pair p;
  p.a = lim::opaque_at<decltype(in[layout.at__store(lim_flag, i, 1)])>(lim_flag, 1396u, (layout.at__store(lim_flag, i, 1)));
  p.b = v;
  Ops::store__store(lim_flag, out, i, g.scaled__store(lim_flag, ops.twice__store(lim_flag, Tile<2>::cube__store(lim_flag, p.mean__store(lim_flag)))));
}
