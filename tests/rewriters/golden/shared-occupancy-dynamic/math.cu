// status: ok
__global__ void stagedGather__math(const int *next, const float *values, float *out, int steps, int lim_flag) {
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
  stage[t] = sum;
  small[t % 512] = sum;
  __syncthreads();
  lim::guarded_store(&(out[g]), view[(t + 1) % blockDim.x] + small[(t + 3) % 512], lim_flag);
}
