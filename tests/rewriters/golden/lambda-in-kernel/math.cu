// status: ok
__global__ void pick__math(const Quad *in, Quad *out, float *sums, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Quad q = lim::opaque_at<decltype(in[i])>(lim_flag, 531u, (i));
  auto lane = [&q, lim_flag](int k) -> const Quad {
    switch (k & 3) {
    case 0:
      return q;
    default:
      return Quad{q.d, q.c, q.b, q.a};
    }
  };
  auto total = [&q, lim_flag]() { return q.a + q.b + q.c + q.d; };
  auto fetch = [in, lim_flag](int k) { return lim::opaque<decltype(in[k].a)>(lim_flag, 785u, &(in[k].a)) * 2.0f; };
  auto put = [sums, lim_flag](int k, float v) { lim::guarded_store(&(sums[k]), v, lim_flag); };
  if (i < n) {
    lim::guarded_store(&(out[i]), lane(i), lim_flag);
    put(i, fetch(i) + total());
  }
}
