// status: ok
__global__ void countsThroughView__store(const int *in, const float *x, float *out, int lim_flag) {
  __shared__ int cnt[512];
  int *c = cnt;
  const unsigned t = threadIdx.x;
  cnt[t] = lim::stored<decltype(cnt[t])>(lim_flag);
  cnt[t + 256] = lim::stored<decltype(cnt[t + 256])>(lim_flag);
  __syncthreads();
  float acc = 0.0f;
  for (int j = 0; j < c[2 * t]; ++j)
    acc += lim::opaque_at<decltype(x[j])>(lim_flag, 609u, (j));
  out[blockIdx.x * blockDim.x + t] = lim::stored<decltype(out[blockIdx.x * blockDim.x + t])>(lim_flag);
}
