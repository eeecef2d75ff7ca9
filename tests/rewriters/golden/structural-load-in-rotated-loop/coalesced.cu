// status: conservative
// reason: line 9: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 11: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 14: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 18: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
__global__ void markDescents__coalesced(const float *rows, int *marks, int width, int height) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (col >= width)
    return;
  const float *p = rows + col;
  float bound = p[0];
  for (int r = 1; r < height; r++) {
    float v = p[r * width];
    if (v < bound) {
      int at = 0;
      while (at < r && p[at * width] <= v)
        at++;
      marks[lim::coalesced_index_linear(r * width + col, 1)] = at;
    }
    bound = p[(r / 2) * width];
  }
}
