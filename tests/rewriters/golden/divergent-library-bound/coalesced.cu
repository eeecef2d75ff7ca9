// status: ok
__global__ void boundedMax__coalesced(const float *in, float *out, int n) {
  extern __shared__ float best[];
  const int t = threadIdx.x;
  const int first = blockIdx.x * blockDim.x;
  const int count = min((int)blockDim.x, n - first);
  best[t] = t < count ? in[first + t] : -1e30f;
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
    out[blockIdx.x] = best[0];
}
