// status: ok
__global__ void blockRuns__coalesced(const float *in, float *out, const float *field, float *state, Cell *c,
                          float dt, int n) {
  int j = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < 1 || i >= n - 1)
    return; const auto lim_run_531 = lim::coalesced_runs((4 * i), 0, 4); 
  // A pixel's four channels: one run of four.
  float r = in[(4 * i) + lim_run_531.at(0)], g = in[(4 * i + 1) + lim_run_531.at(1)];
  float b = in[(4 * i + 2) + lim_run_531.at(2)];
  const float a = in[(4 * i + 3) + lim_run_531.at(3)];
  out[lim::coalesced_index(i)] = (r + g + b) * a; const auto lim_run_737 = lim::coalesced_runs((i), -1, 2); 
  // A stencil's neighbours, and an in-place update: one run each.
  const float left = field[(i - 1) + lim_run_737.at(-1)], here = field[(i) + lim_run_737.at(0)], right = field[(i + 1) + lim_run_737.at(1)]; const auto lim_run_792 = lim::coalesced_runs((i), 0, 1); 
  state[(i) + lim_run_792.at(0)] = state[(i) + lim_run_792.at(0)] * 0.5f + left + here + right; const auto lim_run_889 = lim::coalesced_structs(c, (i)); 
  // A struct's members: one run of structs.
  (*lim_run_889.member(&(c[i]), &(c[i].u))) += (*lim_run_889.member(&(c[i]), &(c[i].v))) * dt;
  (*lim_run_889.member(&(c[i]), &(c[i].w))) = (*lim_run_889.member(&(c[i]), &(c[i].w))) + (*lim_run_889.member(&(c[i]), &(c[i].h))) * dt;
  // Each on its own: a variable declared in the first access's own statement, a directive
  // before it, a variable written later, and an access under a condition.
  const int t = 2 * i + 1, s = static_cast<int>(in[lim::coalesced_index(8 * t)] * 4.0f);
  out[lim::coalesced_index(8 * t + 1)] = in[lim::coalesced_index(8 * t + 2)] + s;
#if 1
  out[lim::coalesced_index(2 * n + i)] = in[lim::coalesced_index(2 * n + i + 1)];
#endif
  out[lim::coalesced_index(2 * n + i + 1)] = in[lim::coalesced_index(2 * n + i)];
  j += n;
  out[lim::coalesced_index(j)] = in[lim::coalesced_index(j)] + in[lim::coalesced_index(j + 1)];
  if (n > 4)
    out[lim::coalesced_index(4 * t + 2)] = in[lim::coalesced_index(4 * t + 3)];
}
