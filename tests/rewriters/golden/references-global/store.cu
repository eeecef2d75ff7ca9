// status: ok
__global__ void step__store(Particle *parts, const float *weights, float *out, Tagged *tags, float dt,
                     int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Particle &q = parts[i];
  const float &w = weights[i];
  const float &h = 0.5f * dt;
  q.vx = lim::stored<decltype(q.vx)>(lim_flag);
  q.vy = lim::stored<decltype(q.vy)>(lim_flag);
  q.x = lim::stored<decltype(q.x)>(lim_flag);
  q.y = lim::stored<decltype(q.y)>(lim_flag);
  float &acc = out[i] = lim::stored<decltype(out[i])>(lim_flag);
  acc = lim::stored<decltype(acc)>(lim_flag);
  tags[i] = lim::stored<decltype(tags[i])>(lim_flag);
}
