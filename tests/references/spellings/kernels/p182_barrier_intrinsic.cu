// p182: a blind probe's kernels (2026-12-05, second session).
// Warp-private ping-pong smoothing with the barrier spelt as the __barrier_sync(0)
// intrinsic (bar.sync 0) instead of __syncthreads(). Fix: __syncwarp().
__global__ void smoothPingPongBarSync(const float *__restrict__ in, float *__restrict__ out, int iters) {
  __shared__ float buf[2][256];
  const int t = threadIdx.x, lane = t & 31, base = t & ~31;
  buf[0][t] = in[blockIdx.x * 256 + t];
  __barrier_sync(0);
  int cur = 0;
  for (int it = 0; it < iters; ++it) {
    const float l = buf[cur][base + ((lane + 31) & 31)];
    const float r = buf[cur][base + ((lane + 1) & 31)];
    buf[cur ^ 1][t] = 0.25f * l + 0.5f * buf[cur][t] + 0.25f * r;
    __barrier_sync(0);
    cur ^= 1;
  }
  out[blockIdx.x * 256 + t] = buf[cur][t];
}
__global__ void smoothPingPongWarpSync(const float *__restrict__ in, float *__restrict__ out, int iters) {
  __shared__ float buf[2][256];
  const int t = threadIdx.x, lane = t & 31, base = t & ~31;
  buf[0][t] = in[blockIdx.x * 256 + t];
  __syncwarp();
  int cur = 0;
  for (int it = 0; it < iters; ++it) {
    const float l = buf[cur][base + ((lane + 31) & 31)];
    const float r = buf[cur][base + ((lane + 1) & 31)];
    buf[cur ^ 1][t] = 0.25f * l + 0.5f * buf[cur][t] + 0.25f * r;
    __syncwarp();
    cur ^= 1;
  }
  out[blockIdx.x * 256 + t] = buf[cur][t];
}
