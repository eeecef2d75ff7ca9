// status: ok
__global__ void stores__mem(Pair *pairs, float *out, float *sums, P *parts, const float *in,
                       float dt, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = in[i];
  Pair &r = pairs[i] = Pair{v, lim::fold<decltype(2.0f * v)>(v)};
  atomicAdd(&r.a, dt);
  out[i] = (pairs[n - 1 - i] = Pair{v, v}).b;
  float &s = sums[n - 1 - i];
  auto half = [&s]() { s = lim::fold<decltype(s)>(s); };
  half();
  auto &[x, y, vx, vy] = parts[i];
  x = lim::fold<decltype(x)>(x, vx);
  y = lim::fold<decltype(y)>(y, vy);
}
