// status: conservative
// reason: line 28: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 38: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 40: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 44: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 47: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 49: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 58: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
__device__ void clear__coalesced(float *p, int at) { p[lim::coalesced(p, at)] = 0.0f; }
__global__ void loops__coalesced(const float *__restrict__ in, float *__restrict__ out, double *d,
                      const float *__restrict__ q, float *buf, int n, double s) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc[CH] = {0.0f, 0.0f, 0.0f, 0.0f};
  const int base = i << 2;
  // A channel loop under `#pragma unroll`, and its stores.
const auto lim_shift_839 = lim::coalesced_runs_linear((base), 4, (0), (CH)); _Pragma("unroll") // every channel
  for (int c = 0; c < CH; ++c)
    acc[c] += in[(base + c) + lim_shift_839.at((c))];
const auto lim_shift_907 = lim::coalesced_runs_linear((base), 4, (0), (CH)); _Pragma("unroll 4")
  for (int c = 0; c < CH; ++c) {
    out[(c + base) + lim_shift_907.at((c))] = acc[c] * 0.5f;
  }
  // In place, two doubles; a loop from 1 (`<=`); the inner one of two loops without braces.
  const auto lim_shift_1072 = lim::coalesced_runs_linear((2 * i), 2, (0), (2)); for (int j = 0; j < 2; j += 1)
    d[(2 * i + j) + lim_shift_1072.at((j))] = d[(2 * i + j) + lim_shift_1072.at((j))] * s;
  float t = 0.0f;
  for (int c = 1; c <= 2; c++)
    t += in[base + 4 + c + 1];
  for (int k = 0; k < n; ++k)
    for (int c = 0; c < 4; ++c)
      t += in[4 * k + c];
  // Left as they are: under a condition, three iterations, a break, a start that is not a
  // multiple of four, a counter the body writes, the same array read and written at other
  // elements, a store the loop may overwrite under a condition, a call given the array, and a
  // counter from -2 compared with an unsigned bound (no iteration at all).
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
  const auto lim_shift_2003 = lim::coalesced_runs_linear((base), 4, (0), (4)); for (int c = 0; c < 4; ++c)
    buf[(base + c) + lim_shift_2003.at((c))] = buf[(base + c + 4) + lim_shift_2003.at((c))];
  const auto lim_shift_2074 = lim::coalesced_runs_linear((base), 4, (0), (4)); for (int c = 0; c < 4; ++c) {
    buf[(base + 32 + c) + lim_shift_2074.at((c))] = q[(base + 32 + c) + lim_shift_2074.at((c))];
    if (t > 1.0f)
      buf[lim::coalesced_index_linear(base + 32 + c, 4)] = t;
  }
  for (int c = 0; c < 4; ++c) {
    t += q[base + 40 + c];
    clear__coalesced(buf, base + 40 + c);
  }
  const auto lim_shift_2295 = lim::coalesced_runs_linear((base), 4, (-2), (2u)); for (int c = -2; c < 2u; ++c)
    buf[(base + 48 + c + 2) + lim_shift_2295.at((c))] = t;
  out[n + i] = t;
}
