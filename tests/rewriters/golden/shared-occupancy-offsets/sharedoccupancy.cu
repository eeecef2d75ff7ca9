// status: ok
__global__ void stencils__sharedoccupancy(const float *in, float *out, const float *w, int n, int width) {
  __shared__ float line[2048 + 17];
  __shared__ float plane[32 + 2][64];
  __shared__ float buf[2048];
  const int base = blockIdx.x * TILE;
  for (int i = threadIdx.x; i < TILE + 2 * R; i += blockDim.x)
    line[lim::shared_folded<2048>(i) - (-1)] = in[(base + i) % n];
  const int x = threadIdx.x % 64, y = threadIdx.x / 64;
  plane[lim::shared_folded<32>(y)][x] = in[(blockIdx.x * 48 + y) * width + x];
  buf[lim::shared_folded<2048>(threadIdx.x)] = in[base + threadIdx.x];
  __syncthreads();
  for (int i = threadIdx.x; i < TILE; i += blockDim.x) {
    float sum = line[lim::shared_folded<2048>(i) - 1 - (-1)];
#pragma unroll
    for (int j = -R; j <= R; ++j)
      sum += w[j + R] * line[lim::shared_folded<2048>(i) + R + j - (-1)];
    out[base + i] = sum;
  }
  float down = 0.0f;
  for (int dy = 0; dy < 3; ++dy)
    down += plane[lim::shared_folded<32>(y) + dy][x];
  for (int k = 0; k < 1000; ++k)
    down += buf[lim::shared_folded<2048>(threadIdx.x + k)];
  out[n + base + threadIdx.x] = down;
}
