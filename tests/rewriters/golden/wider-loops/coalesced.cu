// status: conservative
// reason: line 26: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 29: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 35: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 37: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 41: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 44: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 46: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
__global__ void loops__coalesced(const float *__restrict__ in, float *__restrict__ out, double *d,
                      const float *__restrict__ q, float *buf, int n, double s) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc[CH] = {0.0f, 0.0f, 0.0f, 0.0f};
  const int base = i << 2;
  // A channel loop under `#pragma unroll`, and its stores.
#pragma unroll
  for (int c = 0; c < CH; ++c)
    acc[c] += in[lim::coalesced(in, base + c)];
#pragma unroll 4
  for (int c = 0; c < CH; ++c) {
    out[lim::coalesced(out, c + base)] = acc[c] * 0.5f;
  }
  // In place, two doubles; a loop from 1 (`<=`); the inner one of two loops without braces.
  const long long lim_shift_996 = lim::coalesced_shift(d, (2 * i)); for (int j = 0; j < 2; j += 1)
    d[(2 * i + j) + lim_shift_996] = d[(2 * i + j) + lim_shift_996] * s;
  float t = 0.0f;
  for (int c = 1; c <= 2; c++)
    t += in[base + 4 + c + 1];
  for (int k = 0; k < n; ++k)
    for (int c = 0; c < 4; ++c)
      t += in[4 * k + c];
  // Left as they are: under a condition, three iterations, a break, a start that is not a
  // multiple of four, a counter the body writes, and the same array read and written at other
  // elements.
  for (int c = 0; c < 4; ++c)
    if (base + c < n)
      t += q[base + c];
  for (int c = 0; c < 3; ++c)
    t += q[base + 4 + c];
  for (int c = 0; c < 4; ++c) {
    if (t > 100.0f)
      break;
    t += q[base + 8 + c];
  }
  for (int c = 0; c < 4; ++c)
    t += q[base + 13 + c];
  for (int c = 0; c < 4; ++c)
    t += q[base + 20 + c++];
  const long long lim_shift_1775 = lim::coalesced_shift(buf, (base)); for (int c = 0; c < 4; ++c)
    buf[(base + c) + lim_shift_1775] = buf[(base + c + 4) + lim_shift_1775];
  out[lim::coalesced(out, n + i)] = t;
}
