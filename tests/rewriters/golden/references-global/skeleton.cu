// status: ok
__global__ void step__skeleton(Particle *parts, const float *weights, float *out, Tagged *tags, float dt,
                     int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Particle &q = parts[i];
  const float &w = weights[i];
  const float &h = 0.5f * dt;
  lim::guarded_store(&(q.vx), lim::stored<decltype(q.vx)>(lim_flag), lim_flag);
  lim::guarded_store(&(q.vy), lim::stored<decltype(q.vy)>(lim_flag), lim_flag);
  lim::guarded_store(&(q.x), lim::stored<decltype(q.x)>(lim_flag), lim_flag);
  lim::guarded_store(&(q.y), lim::stored<decltype(q.y)>(lim_flag), lim_flag);
  float &acc = (*lim::guarded_at(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag));
  lim::guarded_store(&(acc), lim::stored<decltype(acc)>(lim_flag), lim_flag);
  lim::guarded_store(&(tags[i]), lim::stored<decltype(tags[i])>(lim_flag), lim_flag);
}
