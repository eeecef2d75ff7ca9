// status: ok
__global__ void step__coalesced(Particle *parts, const float *weights, float *out, Tagged *tags, float dt,
                     int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Particle &q = parts[i];
  const float &w = weights[i];
  const float &h = 0.5f * dt;
  const auto lim_run_1_1200 = lim::coalesced_structs(parts, (i)); (*lim_run_1_1200.member(&(parts[i]), &(q.vx))) += w * h;
  (*lim_run_1_1200.member(&(parts[i]), &(q.vy))) -= w * h;
  (*lim_run_1_1200.member(&(parts[i]), &(q.x))) += (*lim_run_1_1200.member(&(parts[i]), &(q.vx))) * dt;
  (*lim_run_1_1200.member(&(parts[i]), &(q.y))) = (*lim_run_1_1200.member(&(parts[i]), &(q.y))) + (*lim_run_1_1200.member(&(parts[i]), &(q.vy))) * dt;
  float &acc = out[i] = 0.0f;
  acc += w * (*lim_run_1_1200.member(&(parts[i]), &(q.m)));
  tags[i] = {acc, n};
}
