// status: conservative
// reason: line 41: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
__global__ void advance__coalesced(Particle *__restrict__ p, const Tagged *__restrict__ t,
                        Tagged *__restrict__ u, float *__restrict__ out, Slots *__restrict__ s,
                        Particle *__restrict__ c, float dt, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const auto lim_run_1_1241 = lim::coalesced_structs(p, (i)); (*lim_run_1_1241.member(&(p[i]), &(p[i].x))) += (*lim_run_1_1241.member(&(p[i]), &(p[i].vx))) * dt;
  (*lim_run_1_1241.member(&(p[i]), &(p[i].y))) = (*lim_run_1_1241.member(&(p[i]), &(p[i].y))) + (*lim_run_1_1241.member(&(p[i]), &(p[i].vy))) * dt;
  out[i] = (*lim::coalesced_member(t, &(t[i].w))) * (*lim_run_1_1241.member(&(p[i]), &(p[i].m)));
  u[lim::coalesced_index_linear(i, 1)].w = dt;
  const Tagged copy = t[lim::coalesced_index_linear(n - 1 - i, -1)];
  u[lim::coalesced_index_linear(n - 1 - i, -1)] = copy;
  float &charge = p[lim::coalesced_index_linear(i, 1)].q;
  charge *= 2.0f;
  s[i].pairs[lim::coalesced(s[i].pairs, 1)].a = dt;
  c[lim::coalesced_index_linear(i, 1)].x = dt;
  out[lim::coalesced_index((int)c[i].m)] = 1.0f;
}
