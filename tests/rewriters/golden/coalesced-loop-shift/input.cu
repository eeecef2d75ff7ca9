// The coalesced what-if's cheaper forms. A row per thread (`M[row * n + k]` in a loop over k,
// the same k in every lane): the warp's shift of the lane's own part, `row * n`, is taken once
// before the loop (lim::coalesced_shift) and added to each access's index; before a loop under
// `#pragma unroll 4` too, the pragma written `_Pragma` after the declaration, on its line.
// `v[k]` and `y[blockIdx.x]` read or write the same element in every lane: left as they are.
// Re-indexed access by access, as before: under a branch inside the loop; in a loop with a
// break; in a loop whose counter starts at the lane (its trip count is the lane's own); where
// the lane's part changes in the loop; and the store after the loop, outside any loop. Also
// re-indexed on their own: a loop a switch's `continue` may leave early, a loop over k where
// an inner loop's break, taken by some lanes, decides how far k steps (k is then the lane's
// own), a loop in a switch's body (its later cases would jump past a declaration), and
// indices held in an array, a struct's member or through a reference (the thread's own
// values, which the uniformity of plain variables does not follow).

__global__ void rowTimesVector(const float *__restrict__ M, const float *__restrict__ v,
                               float *__restrict__ y, float *__restrict__ part, int n, int rows) {
  const int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows)
    return;
  float a = 0.0f, b = 0.0f, c = 0.0f, d = 0.0f, e = 0.0f, f = 0.0f;
  for (int k = 0; k < n; ++k)
    a += M[row * n + k] * v[k];
  for (int k = 0; k < n; ++k) {
    if (row & 1)
      b += M[k * n + row];
  }
  for (int k = 0; k < n; ++k) {
    if (k == rows)
      break;
    c += M[row + k];
  }
  for (int k = threadIdx.x & 31; k < n; k += 32)
    d += M[row * n + k];
  int at = row;
  for (int k = 0; k < n; ++k) {
    e += M[at + k];
    at += n * (threadIdx.x & 1);
  }
#pragma unroll 4
  for (int k = 0; k < 8; ++k)
    f += M[row * 8 + k];
  float g = 0.0f;
  for (int k = 0; k < n; ++k) {
    switch (row & 1) {
    case 1:
      continue;
    }
    g += M[row * n + k];
  }
  for (int k = 0; k < n;) {
    for (int j = 0; j < 4; ++j) {
      if (j == (row & 3))
        break;
      ++k;
    }
    g += M[k];
    ++k;
  }
  switch (n & 1) {
  case 0:
    for (int k = 0; k < n; ++k)
      g += M[row * n + k];
    break;
  default:
    break;
  }
  int idx[2];
  idx[0] = row;
  idx[1] = row + 1;
  struct Pair {
    int lo, hi;
  } p;
  p.lo = row;
  int j = 0;
  int &r = j;
  r = row;
  g += M[idx[1]] + M[p.lo] + M[j];
  const float acc = a + b + c + d + e + f + g;
  if (threadIdx.x == 0)
    y[blockIdx.x] = acc;
  part[row] = acc;
}
