// status: conservative
// reason: line 13: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
__global__ void stagedGather__coalesced(const int *next, const float *values, float *out, int steps) {
  extern __shared__ float stage[];
  __shared__ float small[512];
  float *view = stage;
  const int t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
  int j = next[g];
  float sum = 0.0f;
  for (int s = 0; s < steps; ++s) {
    j = next[j];
    sum += values[lim::coalesced_index(j)];
  }
  stage[t] = sum;
  small[t % 512] = sum;
  __syncthreads();
  out[g] = view[(t + 1) % blockDim.x] + small[(t + 3) % 512];
}
