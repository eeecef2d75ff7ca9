// status: ok
__global__ void stagedGather__skeleton(const int *next, const float *values, float *out, int steps, int lim_flag) {
  extern __shared__ float stage[];
  __shared__ float small[512];
  float *view = stage;
  const int t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
  int j = next[g];
  float sum = 0.0f;
  for (int s = 0; s < steps; ++s) {
    j = next[j];
    sum += lim::opaque_at<decltype(values[j])>(lim_flag, 715u, (j));
  }
  lim::guarded_store(&(stage[t]), lim::stored<decltype(stage[t])>(lim_flag), lim_flag);
  lim::guarded_store(&(small[t % 512]), lim::stored<decltype(small[t % 512])>(lim_flag), lim_flag);
  __syncthreads();
  lim::guarded_store(&(out[g]), lim::stored<decltype(out[g])>(lim_flag), lim_flag);
}
