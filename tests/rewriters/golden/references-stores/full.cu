// status: ok
__global__ void stores__full(Pair *pairs, float *out, float *sums, P *parts, const float *in,
                       float dt, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = in[i];
  Pair &r = pairs[i] = Pair{v, 2.0f * v};
  atomicAdd(&r.a, dt);
  out[i] = (pairs[n - 1 - i] = Pair{v, v}).b;
  float &s = sums[n - 1 - i];
  auto half = [&s]() { s *= 0.5f; };
  half();
  auto &[x, y, vx, vy] = parts[i];
  x += vx * dt;
  y += vy * dt;
}
