// The coalesced what-if's cheaper forms. A row per thread (`M[row * n + k]` in a loop over k,
// the same k in every lane): the warp's shift of the lane's own part, `row * n`, is taken once
// before the loop (lim::coalesced_shift) and added to each access's index. `v[k]` and
// `y[blockIdx.x]` read or write the same element in every lane: left as they are. Re-indexed
// access by access, as before: under a branch inside the loop; in a loop with a break; in a
// loop whose counter starts at the lane (its trip count is the lane's own); where the lane's
// part changes in the loop; in a loop under `#pragma unroll` (no declaration between the
// pragma and its loop); and the store after the loop, outside any loop.

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
    at += n;
  }
#pragma unroll 4
  for (int k = 0; k < 8; ++k)
    f += M[row * 8 + k];
  const float acc = a + b + c + d + e + f;
  if (threadIdx.x == 0)
    y[blockIdx.x] = acc;
  part[row] = acc;
}
