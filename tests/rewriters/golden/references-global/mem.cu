// status: ok
__global__ void step__mem(Particle *parts, const float *weights, float *out, Tagged *tags, float dt,
                     int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Particle &q = parts[i];
  const float &w = weights[i];
  const float &h = 0.5f * dt;
  q.vx = lim::fold<decltype(q.vx)>(q.vx, w);
  q.vy = lim::fold<decltype(q.vy)>(q.vy, w);
  q.x = lim::fold<decltype(q.x)>(q.x, q.vx);
  q.y = lim::fold<decltype(q.y)>(q.y, q.vy);
  float &acc = out[i] = 0.0f;
  acc = lim::fold<decltype(acc)>(acc, w, q.m);
  tags[i] = {acc, n};
}
