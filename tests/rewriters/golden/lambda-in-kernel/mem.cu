// status: ok
__global__ void pick__mem(const Quad *in, Quad *out, float *sums, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Quad q = in[i];
  auto lane = [&q](int k) -> const Quad {
    switch (k & 3) {
    case 0:
      return q;
    default:
      return Quad{q.d, q.c, q.b, q.a};
    }
  };
  auto total = [&q]() { return lim::fold<decltype(q.a + q.b + q.c + q.d)>(q.a, q.b, q.c, q.d); };
  auto fetch = [in](int k) { return lim::fold<decltype(in[k].a * 2.0f)>(in[k].a); };
  auto put = [sums](int k, float v) { sums[k] = v; };
  if (i < n) {
    out[i] = lane(i);
    put(i, fetch(i) + total());
  }
}
