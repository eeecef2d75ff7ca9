// status: conservative
// reason: line 21: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
// reason: line 27: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
// reason: line 28: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
__global__ void stores__coalesced(Pair *pairs, float *out, float *sums, P *parts, const float *in,
                       float dt, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = in[i];
  Pair &r = pairs[i] = Pair{v, 2.0f * v};
  atomicAdd(&r.a, dt);
  out[i] = (pairs[lim::coalesced_index_linear(n - 1 - i, -1)] = Pair{v, v}).b;
  float &s = sums[lim::coalesced_index_linear(n - 1 - i, -1)];
  auto half = [&s]() { s *= 0.5f; };
  half();
  auto &[x, y, vx, vy] = parts[i];
  x += vx * dt;
  y += vy * dt;
}
