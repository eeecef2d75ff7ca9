// status: ok
__global__ void stagedGather__nobankconflict(const int *next, const float *values, float *out, int steps) {
  extern __shared__ float stage[];
  __shared__ float small[(512) + ((512) - 1) / 32 * 1];
  float *view = stage;
  const int t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
  int j = next[g];
  float sum = 0.0f;
  for (int s = 0; s < steps; ++s) {
    j = next[j];
    sum += values[j];
  }
  stage[lim::bank_swizzled_dynamic<32, 1, 4>(t)] = sum;
  small[lim::bank_skewed<32, 1>(t % 512)] = sum;
  __syncthreads();
  out[g] = view[lim::bank_swizzled_dynamic<32, 1, 4>((t + 1) % blockDim.x)] + small[lim::bank_skewed<32, 1>((t + 3) % 512)];
}
