// status: conservative
// reason: line 12: the call of 'gain' is spelled inside a macro and keeps the original helper
__device__ float gain__store(int lim_flag, float v) { return 1.5f * v + 0.25f; }
__global__ void gains__store(const float *in, float *out, float *both, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = lim::stored<decltype(out[i])>(lim_flag);
  both[i] = lim::stored<decltype(both[i])>(lim_flag);
}
