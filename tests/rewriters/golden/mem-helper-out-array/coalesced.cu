// status: conservative
// reason: line 17: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
__device__ void scaled__coalesced(const float2 *table, int at, float t, float *out) {
  float2 v = table[lim::coalesced(table, at)];
  out[0] = t * v.x;
  out[1] = t * v.y;
}
__global__ void blend__coalesced(const float2 *table, const int *picks, const float *weights, float *sums,
                      int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc[2] = {0.0f, 0.0f};
  for (int j = 0; j < n; ++j) {
    float parts[2];
    scaled__coalesced(table, picks[i * n + j], 0.25f, parts);
    float w = weights[j];
    for (int k = 0; k < 2; ++k)
      acc[k] += parts[k] * w;
  }
  const auto lim_run_1_906 = lim::coalesced_runs_linear((2 * i), 2, 0, 2); sums[(2 * i) + lim_run_1_906.at(0)] = acc[0];
  sums[(2 * i + 1) + lim_run_1_906.at(1)] = acc[1];
}
