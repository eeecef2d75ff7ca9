// status: conservative
// reason: line 69: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
__device__ void bump__coalesced(float *p, int i) { p[lim::coalesced(p, 4 * i + 84)] += 1.0f; }
__global__ void pack__coalesced(const float *__restrict__ in, float *__restrict__ out, const double *d,
                     double *e, const int *idx, int *cnt, int n, volatile int *flag, unsigned k) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const auto lim_run_1_1197 = lim::coalesced_runs_linear((4 * i), 4, 0, 44); float a = in[(4 * i) + lim_run_1_1197.at(0)];
  float b = in[(4 * i + 1) + lim_run_1_1197.at(1)];
  const float c = in[(4 * i + 2) + lim_run_1_1197.at(2)] + in[(4 * i + 3) + lim_run_1_1197.at(3)];
  const auto lim_run_1_1286 = lim::coalesced_runs_linear((4 * i), 4, 0, 86); out[(4 * i + 0) + lim_run_1_1286.at(0)] = a * b;
  out[(4 * i + 1) + lim_run_1_1286.at(1)] = c;
  out[(4 * i + 2) + lim_run_1_1286.at(2)] = a + c;
  out[(4 * i + 3) + lim_run_1_1286.at(3)] = b;
  const auto lim_run_1_1393 = lim::coalesced_runs_linear((2 * i), 2, 0, 2); e[lim::coalesced_index_linear(2 * i, 2)] = d[(2 * i + 1) + lim_run_1_1393.at(1)] - d[(2 * i) + lim_run_1_1393.at(0)];
  if (2 * i + 1 < n) {
    const int j = 2 * i;
    const auto lim_run_1_1479 = lim::coalesced_runs_linear((j), 2, 0, 2); int lo = idx[(j) + lim_run_1_1479.at(0)], hi = idx[(j + 1) + lim_run_1_1479.at(1)];
    cnt[lim::coalesced_index_linear(j, 2)] = hi - lo;
  }
  const auto lim_run_1_1548 = lim::coalesced_runs_linear((3 * i), 3, 0, 2); const float s = in[(3 * i) + lim_run_1_1548.at(0)] + in[(3 * i + 1) + lim_run_1_1548.at(1)];
  const float t = i < n ? in[lim::coalesced_index_linear(4 * i + 8, 4)] : in[lim::coalesced_index_linear(4 * i + 9, 4)];
  const auto lim_run_1_1634 = lim::coalesced_runs_linear((8 * i), 8, 16, 53); out[(8 * i + 16) + lim_run_1_1634.at(16)] = s + t;
  const auto lim_run_1_1678 = lim::coalesced_runs_linear((2 * i), 2, 2, 6); const auto lim_run_1_1661 = lim::coalesced_runs_linear((2 * i), 2, 1, 5); cnt[(2 * i + 1) + lim_run_1_1661.at(1)] = idx[(2 * i + 2) + lim_run_1_1678.at(2)];
  cnt[(2 * i + 2) + lim_run_1_1661.at(2)] = 0;
  const int u = idx[(2 * i + 4) + lim_run_1_1678.at(4)];
  cnt[(2 * i + 4) + lim_run_1_1661.at(4)] = u;
  const int v = idx[(2 * i + 5) + lim_run_1_1678.at(5)];
  out[(4 * i + 20) + lim_run_1_1286.at(20)] += v;
  const float p0 = out[(4 * i + 24) + lim_run_1_1286.at(24)];
  out[(4 * i + 27) + lim_run_1_1286.at(27)] = p0;
  const float p1 = out[(4 * i + 25) + lim_run_1_1286.at(25)];
  out[(4 * i + 28) + lim_run_1_1286.at(28)] = p1;
  switch (n & 1) {
  case 0:
    out[lim::coalesced_index_linear(4 * i + 32, 4)] = in[lim::coalesced_index_linear(4 * i + 32, 4)];
    out[lim::coalesced_index_linear(4 * i + 33, 4)] = in[lim::coalesced_index_linear(4 * i + 33, 4)];
    break;
  default:
    break;
  }
  out[(4 * i + 40) + lim_run_1_1286.at(40)] = in[(4 * i + 40) + lim_run_1_1197.at(40)];
  out[(4 * i + 41) + lim_run_1_1286.at(41)] = in[(4 * i + 41) + lim_run_1_1197.at(41)];
  out[(4 * i + 42) + lim_run_1_1286.at(42)] = in[(4 * i + 42) + lim_run_1_1197.at(42)];
  out[(4 * i + 43) + lim_run_1_1286.at(43)] = in[(4 * i + 43) + lim_run_1_1197.at(43)];
  const float q0 = in[(k << 2) + 48];
  const float q1 = in[(k << 2) + 49];
  out[(8 * i + 52) + lim_run_1_1634.at(52)] = q0 * q1;
  out[(4 * i + 80) + lim_run_1_1286.at(80)] = q0;
  if (q1 > 1.0f)
    out[lim::coalesced_index_linear(4 * i + 80, 4)] = 1.0f;
  out[(4 * i + 81) + lim_run_1_1286.at(81)] = q1;
  out[(4 * i + 84) + lim_run_1_1286.at(84)] = q0;
  bump__coalesced(out, i);
  out[(4 * i + 85) + lim_run_1_1286.at(85)] = q1;
  float *alias = out;
  const float r0 = out[lim::coalesced_index_linear(2 * i + 64, 2)];
  out[lim::coalesced_index_linear((2 * i + 66), 2)] = r0;
  const float r1 = out[lim::coalesced_index_linear(2 * i + 65, 2)];
  const int f0 = flag[lim::coalesced_index_linear(2 * i, 2)], f1 = flag[2 * i + 1];
  out[lim::coalesced_index_linear(2 * i + 60, 2)] = f0 + r1;
  if (f1 > n)
    return;
  out[lim::coalesced_index_linear(2 * i + 61, 2)] = f1;
}
