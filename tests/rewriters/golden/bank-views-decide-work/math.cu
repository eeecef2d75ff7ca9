// status: ok
__global__ void countsThroughView__math(const int *in, const float *x, float *out, int lim_flag) {
  __shared__ int cnt[512];
  int *c = cnt;
  const unsigned t = threadIdx.x;
  cnt[t] = lim::opaque_at<decltype(in[blockIdx.x * 512 + t])>(lim_flag, 447u, (blockIdx.x * 512 + t));
  cnt[t + 256] = lim::opaque_at<decltype(in[blockIdx.x * 512 + 256 + t])>(lim_flag, 490u, (blockIdx.x * 512 + 256 + t));
  __syncthreads();
  float acc = 0.0f;
  for (int j = 0; j < c[2 * t]; ++j)
    acc += lim::opaque_at<decltype(x[j])>(lim_flag, 609u, (j));
  lim::guarded_store(&(out[blockIdx.x * blockDim.x + t]), acc, lim_flag);
}
