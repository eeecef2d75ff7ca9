// status: conservative
// reason: line 19: keeps the lanes of a branch on a stride of the thread index (its body reads a per-thread value from before it, and its condition holds more than the stride test)
__global__ void boundedMax__nodivergence(const float *in, float *out, int n) {
  extern __shared__ float best[];
  const int t = threadIdx.x;
  const int first = blockIdx.x * blockDim.x;
  const int count = min((int)blockDim.x, n - first);
  best[t] = t < count ? in[first + t] : -1e30f;
  __syncthreads();
  for (int s = 1; s < blockDim.x; s *= 2) {
    if (lim::stride_place(t, ((2 * s)), (0), blockDim.x) < blockDim.x && ((true || (static_cast<decltype(t)>(lim::stride_place(t, ((2 * s)), (0), blockDim.x)) % (2 * s) == 0)) && static_cast<decltype(t)>(lim::stride_place(t, ((2 * s)), (0), blockDim.x)) + s < count))
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
