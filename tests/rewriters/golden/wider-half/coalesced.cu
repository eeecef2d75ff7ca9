// status: conservative
// reason: line 14: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
__device__ __half larger__coalesced(__half a, __half b) { return a.x > b.x ? a : b; }
__global__ void halves__coalesced(const __half *__restrict__ in, __half *__restrict__ out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const __half a = in[4 * i], b = in[4 * i + 1], c = in[4 * i + 2], d = in[4 * i + 3];
  const auto lim_run_1_720 = lim::coalesced_runs_linear((2 * i), 2, 0, 2); out[(2 * i) + lim_run_1_720.at(0)] = larger__coalesced(a, b);
  out[(2 * i + 1) + lim_run_1_720.at(1)] = larger__coalesced(c, d);
const auto lim_shift_829 = lim::coalesced_runs_linear((8 * i), 8, (0), (8)); _Pragma("unroll")
  for (int j = 0; j < 8; ++j)
    out[(8 * i + 1024 + j) + lim_shift_829.at((j))] = in[(8 * i + 2048 + j) + lim_shift_829.at((j))];
}
