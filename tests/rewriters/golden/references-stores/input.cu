// Stores whose result is used, and other ways of naming memory: a struct's assignment bound to
// a reference (`Pair &r = pairs[i] = Pair{...}`, its operator= a call, in math-only and
// skeleton through lim::guarded_at), a member read off a store's result and stored (a value:
// math-only reads no memory for it; store-only keeps the inner store ahead of its own), a reference captured by a lambda (the capture list is no access;
// the body's use is), and a structured binding of a particle (each name a member in memory).

struct Pair {
  float a, b;
};
struct P {
  float x, y, vx, vy;
};

__global__ void stores(Pair *pairs, float *out, float *sums, P *parts, const float *in,
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
