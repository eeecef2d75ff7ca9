// status: conservative
// reason: line 9: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
__device__ int lim_operator_to_int__coalesced() const { return d; }
__device__ int value__coalesced() const { return d; }
__device__ float lim_operator_to_float__coalesced() const { return 0.5f * d; }
__device__ unsigned lim_operator_to_unsigned_int__coalesced() const { return globalScale; }
__global__ void quotients__coalesced(const int *in, int *out, float *scaled, Divisor div) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const auto lim_run_1_724 = lim::coalesced_runs_linear((i), 1, 0, 1); out[lim::coalesced_index_linear(i, 1)] = in[(i) + lim_run_1_724.at(0)] / static_cast<int>((div).lim_operator_to_int__coalesced()) + in[(i) + lim_run_1_724.at(0)] % div.value__coalesced();
  scaled[lim::coalesced_index_linear(i, 1)] = in[(i) + lim_run_1_724.at(0)] * static_cast<float>((div).lim_operator_to_float__coalesced()) + static_cast<unsigned>((div).lim_operator_to_unsigned_int__coalesced());
}
