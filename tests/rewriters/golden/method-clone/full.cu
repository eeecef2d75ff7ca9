// status: ok
__global__ void methods__full(const float *in, float *out, Gain g, Layout layout) {
  int i = threadIdx.x;
  Ops ops;
  float v = Ops::load(in, Tile<2>::index(i));
  Pair p;
  p.a = in[layout.at(i, 1)];
  p.b = v;
  Ops::store(out, i, g.scaled(ops.twice(Tile<2>::cube(p.mean()))));
}
