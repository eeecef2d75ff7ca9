// status: ok
__device__ void scaled__math(int lim_flag, const float2 *table, int at, float t, float *out) {
  float2 v = lim::opaque_at<decltype(table[at])>(lim_flag, 448u, (at));
  out[0] = t * v.x;
  out[1] = t * v.y;
}
__global__ void blend__math(const float2 *table, const int *picks, const float *weights, float *sums,
                      int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc[2] = {0.0f, 0.0f};
  for (int j = 0; j < n; ++j) {
    float parts[2];
    scaled__math(lim_flag, table, picks[i * n + j], 0.25f, parts);
    float w = lim::opaque_at<decltype(weights[j])>(lim_flag, 826u, (j));
    for (int k = 0; k < 2; ++k)
      acc[k] += parts[k] * w;
  }
  lim::guarded_store(&(sums[2 * i]), acc[0], lim_flag);
  lim::guarded_store(&(sums[2 * i + 1]), acc[1], lim_flag);
}
