// status: conservative
// reason: line 14: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 22: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 23: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
__global__ void above__coalesced(const float *__restrict__ w, int *__restrict__ hits,
                      int *__restrict__ found, int *__restrict__ steps, const int *__restrict__ next,
                      float threshold, int width, int n) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= n)
    return;
  int count = 0;
  bool any = false;
  for (int k = 0; k < width; k++) {
    if (w[row * width + k] > threshold) {
      count++;
      any = true;
    }
  }
  hits[lim::coalesced_index_linear(row, 1)] = count;
  found[lim::coalesced_index_linear(row, 1)] = any;
  int at = row, taken = 0;
  while (next[at] >= 0 && taken < width) {
    at = next[at];
    taken += 1;
  }
  steps[lim::coalesced_index_linear(row, 1)] = taken;
}
