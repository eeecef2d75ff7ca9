// Lambdas written in the kernel are part of its text: the rules rewrite their bodies in place
// with the kernel's (mem-only folds the one that adds, math-only makes the load in `fetch`
// opaque and guards the store in `put`), so their calls stay and every variant is exact. A
// lambda that names its captures captures the flag too, where the variant has one.
struct Quad {
  float a, b, c, d;
};

__global__ void pick(const Quad *in, Quad *out, float *sums, int n) {
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
  auto fetch = [in](int k) { return in[k].a * 2.0f; };
  auto put = [sums](int k, float v) { sums[k] = v; };
  if (i < n) {
    out[i] = lane(i);
    put(i, fetch(i) + total());
  }
}
