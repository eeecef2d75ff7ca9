// status: ok
__device__ inline void lim_operator_caret_equal__coalesced(byte4 &a, const byte4 b) {
  a.x ^= b.x;
  a.y ^= b.y;
  a.z ^= b.z;
  a.w ^= b.w;
}
__device__ inline byte4 lim_operator_plus_plus__coalesced(byte4 &a, int) {
  byte4 old = a;
  a.x++;
  return old;
}
__global__ void mix__coalesced(const byte4 *in, const byte4 *key, byte4 *out) {
  __shared__ byte4 tile[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const auto lim_run_1_1195 = lim::coalesced_runs_linear((i), 1, 0, 1); tile[threadIdx.x] = in[(i) + lim_run_1_1195.at(0)];
  lim_operator_caret_equal__coalesced(tile[threadIdx.x], key[lim::coalesced_index_linear(threadIdx.x, 1)]);
  const auto lim_run_1_1275 = lim::coalesced_runs_linear((i), 1, 0, 1); byte4 r = tile[threadIdx.x] + key[(i) + lim_run_1_1275.at(0)];
  lim_operator_caret_equal__coalesced(r, in[(i) + lim_run_1_1195.at(0)]);
  const auto lim_run_1_1299 = lim::coalesced_runs_linear((i), 1, 0, 2); out[(i) + lim_run_1_1299.at(0)] = lim_operator_plus_plus__coalesced(r, 0) + r;
  lim_operator_caret_equal__coalesced(out[(i + 1) + lim_run_1_1299.at(1)], key[(i) + lim_run_1_1275.at(0)]);
}
