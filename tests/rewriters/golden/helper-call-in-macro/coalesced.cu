// status: conservative
// reason: line 12: the call of 'gain' is spelled inside a macro and keeps the original helper
__device__ float gain__coalesced(float v) { return 1.5f * v + 0.25f; }
__global__ void gains__coalesced(const float *in, float *out, float *both) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const auto lim_run_1_507 = lim::coalesced_runs_linear((i), 1, 0, 1); out[lim::coalesced_index_linear(i, 1)] = SQUARE(gain__coalesced(in[(i) + lim_run_1_507.at(0)]));
  both[lim::coalesced_index_linear(i, 1)] = TWICE_GAIN(in[(i) + lim_run_1_507.at(0)]);
}
