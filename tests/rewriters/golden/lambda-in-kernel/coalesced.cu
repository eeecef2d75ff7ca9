// status: ok
__global__ void pick__coalesced(const Quad *in, Quad *out, float *sums, int n) {
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
  auto total = [&q]() { return q.a + q.b + q.c + q.d; };
  auto fetch = [in](int k) { return (*lim::coalesced_member(in, &(in[k].a))) * 2.0f; };
  auto put = [sums](int k, float v) { sums[lim::coalesced_index(k)] = v; };
  if (i < n) {
    out[i] = lane(i);
    put(i, fetch(i) + total());
  }
}
