// status: conservative
// reason: line 12: the call of 'gain' is spelled inside a macro and keeps the original helper
__device__ float gain__skeleton(int lim_flag, float v) { return 1.5f * v + 0.25f; }
__global__ void gains__skeleton(const float *in, float *out, float *both, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
  lim::guarded_store(&(both[i]), lim::stored<decltype(both[i])>(lim_flag), lim_flag);
}
