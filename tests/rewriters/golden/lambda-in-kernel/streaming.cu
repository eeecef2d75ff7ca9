// status: conservative
// reason: line 11: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
// reason: line 24: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__global__ void pick__streaming(const Quad *in, Quad *out, float *sums, int n) {
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
  auto fetch = [in](int k) { return __ldcs(&(in[k].a)) * 2.0f; };
  auto put = [sums](int k, float v) { __stcs(&(sums[k]), v); };
  if (i < n) {
    out[i] = lane(i);
    put(i, fetch(i) + total());
  }
}
