// p183: a blind probe's kernels (2026-12-05, second session).
// Image kernel: each pixel follows a chain of dependent lookups (latency bound); launched
// with 8 x 4 blocks (32 threads). Fix: 32 x 8 blocks (same kernel).
__global__ void chaseImage2D(const int *__restrict__ nxt, float *__restrict__ img, int w, int h, int hops) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  int p = y * w + x;
  for (int k = 0; k < hops; ++k) p = nxt[p];
  img[y * w + x] = static_cast<float>(p);
}
