// status: conservative
// reason: line 6: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
__device__ void scaled__streaming(const float2 *table, int at, float t, float *out) {
  float2 v = table[at];
  out[0] = t * v.x;
  out[1] = t * v.y;
}
__global__ void blend__streaming(const float2 *table, const int *picks, const float *weights, float *sums,
                      int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc[2] = {0.0f, 0.0f};
  for (int j = 0; j < n; ++j) {
    float parts[2];
    scaled__streaming(table, __ldcs(&(picks[i * n + j])), 0.25f, parts);
    float w = __ldcs(&(weights[j]));
    for (int k = 0; k < 2; ++k)
      acc[k] += parts[k] * w;
  }
  __stcs(&(sums[2 * i]), acc[0]);
  __stcs(&(sums[2 * i + 1]), acc[1]);
}
