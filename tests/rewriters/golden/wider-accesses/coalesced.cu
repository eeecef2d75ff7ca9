// status: conservative
// reason: line 56: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 69: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
__device__ void bump__coalesced(float *p, int i) { p[lim::coalesced(p, 4 * i + 84)] += 1.0f; }
__global__ void pack__coalesced(const float *__restrict__ in, float *__restrict__ out, const double *d,
                     double *e, const int *idx, int *cnt, int n, volatile int *flag, unsigned k) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float a = in[lim::coalesced_index(4 * i)];
  float b = in[lim::coalesced_index(4 * i + 1)];
  const float c = in[lim::coalesced_index(4 * i + 2)] + in[lim::coalesced_index(4 * i + 3)];
  out[lim::coalesced_index(4 * i + 0)] = a * b;
  out[lim::coalesced_index(4 * i + 1)] = c;
  out[lim::coalesced_index(4 * i + 2)] = a + c;
  out[lim::coalesced_index(4 * i + 3)] = b;
  e[lim::coalesced_index(2 * i)] = d[lim::coalesced_index(2 * i + 1)] - d[lim::coalesced_index(2 * i)];
  if (2 * i + 1 < n) {
    const int j = 2 * i;
    int lo = idx[lim::coalesced_index(j)], hi = idx[lim::coalesced_index(j + 1)];
    cnt[lim::coalesced_index(j)] = hi - lo;
  }
  const float s = in[lim::coalesced_index(3 * i)] + in[lim::coalesced_index(3 * i + 1)];
  const float t = i < n ? in[lim::coalesced_index(4 * i + 8)] : in[lim::coalesced_index(4 * i + 9)];
  out[lim::coalesced_index(8 * i + 16)] = s + t;
  cnt[lim::coalesced_index(2 * i + 1)] = idx[lim::coalesced_index(2 * i + 2)];
  cnt[lim::coalesced_index(2 * i + 2)] = 0;
  const int u = idx[lim::coalesced_index(2 * i + 4)];
  cnt[lim::coalesced_index(2 * i + 4)] = u;
  const int v = idx[lim::coalesced_index(2 * i + 5)];
  out[lim::coalesced_index(4 * i + 20)] += v;
  const float p0 = out[lim::coalesced_index(4 * i + 24)];
  out[lim::coalesced_index(4 * i + 27)] = p0;
  const float p1 = out[lim::coalesced_index(4 * i + 25)];
  out[lim::coalesced_index(4 * i + 28)] = p1;
  switch (n & 1) {
  case 0:
    out[lim::coalesced_index(4 * i + 32)] = in[lim::coalesced_index(4 * i + 32)];
    out[lim::coalesced_index(4 * i + 33)] = in[lim::coalesced_index(4 * i + 33)];
    break;
  default:
    break;
  }
  out[lim::coalesced_index(4 * i + 40)] = in[lim::coalesced_index(4 * i + 40)];
  out[lim::coalesced_index(4 * i + 41)] = in[lim::coalesced_index(4 * i + 41)];
  out[lim::coalesced_index(4 * i + 42)] = in[lim::coalesced_index(4 * i + 42)];
  out[lim::coalesced_index(4 * i + 43)] = in[lim::coalesced_index(4 * i + 43)];
  const float q0 = in[(k << 2) + 48];
  const float q1 = in[(k << 2) + 49];
  out[lim::coalesced_index(8 * i + 52)] = q0 * q1;
  out[lim::coalesced_index(4 * i + 80)] = q0;
  if (q1 > 1.0f)
    out[lim::coalesced_index(4 * i + 80)] = 1.0f;
  out[lim::coalesced_index(4 * i + 81)] = q1;
  out[lim::coalesced_index(4 * i + 84)] = q0;
  bump__coalesced(out, i);
  out[lim::coalesced_index(4 * i + 85)] = q1;
  float *alias = out;
  const float r0 = out[lim::coalesced_index(2 * i + 64)];
  alias[lim::coalesced_index(2 * i + 66)] = r0;
  const float r1 = out[lim::coalesced_index(2 * i + 65)];
  const int f0 = flag[lim::coalesced_index(2 * i)], f1 = flag[2 * i + 1];
  out[lim::coalesced_index(2 * i + 60)] = f0 + r1;
  if (f1 > n)
    return;
  out[lim::coalesced_index(2 * i + 61)] = f1;
}
