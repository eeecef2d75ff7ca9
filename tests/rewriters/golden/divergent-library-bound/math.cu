// status: ok
__global__ void boundedMax__math(const float *in, float *out, int n, int lim_flag) {
  extern __shared__ float best[];
  const int t = threadIdx.x;
  const int first = blockIdx.x * blockDim.x;
  const int count = min((int)blockDim.x, n - first);
  best[t] = t < count ? lim::opaque_at<decltype(in[first + t])>(lim_flag, 621u, (first + t)) : -1e30f;
  __syncthreads();
  for (int s = 1; s < blockDim.x; s *= 2) {
    if (t % (2 * s) == 0 && t + s < count)
      best[t] = fmaxf(best[t], best[t + s]);
    __syncthreads();
  }
  const int own = max(t, 1);
  for (int s = 1; s < blockDim.x; s *= 2) {
    if (t % (2 * s) == 0 && t + s < own)
      best[t] += 1.0f;
    __syncthreads();
  }
  if (t == 0)
    lim::guarded_store(&(out[blockIdx.x]), best[0], lim_flag);
}
