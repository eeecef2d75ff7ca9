// status: conservative
// reason: line 27: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 28: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 29: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 31: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 32: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 33: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__global__ void step__streaming(Particle *parts, const float *weights, float *out, Tagged *tags, float dt,
                     int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Particle &q = parts[i];
  const float &w = weights[i];
  const float &h = 0.5f * dt;
  q.vx += __ldcs(&(w)) * h;
  q.vy -= __ldcs(&(w)) * h;
  q.x += __ldcs(&(q.vx)) * dt;
  __stcs(&(q.y), __ldcs(&(q.y)) + __ldcs(&(q.vy)) * dt);
  float &acc = out[i] = 0.0f;
  acc += __ldcs(&(w)) * __ldcs(&(q.m));
  tags[i] = {__ldcs(&(acc)), n};
}
