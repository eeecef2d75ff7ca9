// status: ok
__global__ void step__full(Particle *parts, const float *weights, float *out, Tagged *tags, float dt,
                     int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Particle &q = parts[i];
  const float &w = weights[i];
  const float &h = 0.5f * dt;
  q.vx += w * h;
  q.vy -= w * h;
  q.x += q.vx * dt;
  q.y = q.y + q.vy * dt;
  float &acc = out[i] = 0.0f;
  acc += w * q.m;
  tags[i] = {acc, n};
}
