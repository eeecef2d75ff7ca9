// status: conservative
// reason: line 20: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 22: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 24: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 27: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 28: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__global__ void stores__streaming(Pair *pairs, float *out, float *sums, P *parts, const float *in,
                       float dt, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = __ldcs(&(in[i]));
  Pair &r = pairs[i] = Pair{v, 2.0f * v};
  atomicAdd(&r.a, dt);
  __stcs(&(out[i]), (pairs[n - 1 - i] = Pair{v, v}).b);
  float &s = sums[n - 1 - i];
  auto half = [&s]() { s *= 0.5f; };
  half();
  auto &[x, y, vx, vy] = parts[i];
  x += __ldcs(&(vx)) * dt;
  y += __ldcs(&(vy)) * dt;
}
