// status: ok
__global__ void step__readonly(Particle *parts, const float *weights, float *out, Tagged *tags, float dt,
                     int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Particle &q = parts[i];
  const float &w = weights[i];
  const float &h = 0.5f * dt;
  q.vx += __ldg(&(w)) * h;
  q.vy -= __ldg(&(w)) * h;
  q.x += __ldg(&(q.vx)) * dt;
  q.y = __ldg(&(q.y)) + __ldg(&(q.vy)) * dt;
  float &acc = out[i] = 0.0f;
  acc += __ldg(&(w)) * __ldg(&(q.m));
  tags[i] = {__ldg(&(acc)), n};
}
