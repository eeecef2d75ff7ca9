// The shared-occupancy what-if on dynamic shared memory: every access, through the `extern`
// array and through a view of it, keeps its element modulo the 2048 floats that 8 KiB hold,
// and `limiter run` launches the what-if with at most 8 KiB of it (the launch asks for more,
// which holds the blocks per multiprocessor). The static array of 2 KiB stays as it is.
__global__ void stagedGather(const int *next, const float *values, float *out, int steps) {
  extern __shared__ float stage[];
  __shared__ float small[512];
  float *view = stage;
  const int t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
  int j = next[g];
  float sum = 0.0f;
  for (int s = 0; s < steps; ++s) {
    j = next[j];
    sum += values[j];
  }
  stage[t] = sum;
  small[t % 512] = sum;
  __syncthreads();
  out[g] = view[(t + 1) % blockDim.x] + small[(t + 3) % 512];
}
