// status: conservative
// reason: line 17: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 20: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
__device__ float weigh__coalesced(const float *p, int k) { return p[lim::coalesced(p, k)] * 0.5f; }
__global__ void rereads__coalesced(const float *__restrict__ temp, float *__restrict__ acc,
                        const float *__restrict__ w, const float *__restrict__ v, float *out,
                        int n, int levels) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float beta = 1.0f / temp[i];
  float z = 0.0f;
  for (int k = 0; k < levels; ++k)
    z += expf(-beta * (float)k) * w[k];
  const auto lim_run_1_1215 = lim::coalesced_runs_linear((i), 1, 0, 1); const auto lim_run_1_1202 = lim::coalesced_runs_linear((i), 1, 0, 1); out[(i) + lim_run_1_1202.at(0)] = z * temp[(i) + lim_run_1_1215.at(0)] + temp[(i) + lim_run_1_1215.at(0)];
  const auto lim_run_1_1236 = lim::coalesced_runs_linear((i), 1, 0, 1); acc[(i) + lim_run_1_1236.at(0)] = acc[(i) + lim_run_1_1236.at(0)] + z * acc[(i) + lim_run_1_1236.at(0)];
  int j = i;
  out[(i) + lim_run_1_1202.at(0)] += w[lim::coalesced_index(j)];
  j += 1;
  out[(i) + lim_run_1_1202.at(0)] += w[lim::coalesced_index(j)];
  if (z > 1.0f)
    out[lim::coalesced_index_linear(i, 1)] += temp[lim::coalesced_index_linear(i + 1, 1)];
  else
    out[lim::coalesced_index_linear(i, 1)] -= temp[lim::coalesced_index_linear(i + 1, 1)];
  const auto lim_run_1_1414 = lim::coalesced_runs_linear((i), 1, 0, 1); out[(i) + lim_run_1_1202.at(0)] += v[(i) + lim_run_1_1414.at(0)] * weigh__coalesced(v, i) + v[(i) + lim_run_1_1414.at(0)];
}
