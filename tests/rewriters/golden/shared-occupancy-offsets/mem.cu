// status: ok
__global__ void stencils__mem(const float *in, float *out, const float *w, int n, int width) {
  __shared__ float line[TILE + 2 * R];
  __shared__ float plane[48][64];
  __shared__ float buf[2560];
  const int base = blockIdx.x * TILE;
  for (int i = threadIdx.x; i < TILE + 2 * R; i += blockDim.x)
    line[i] = in[(base + i) % n];
  const int x = threadIdx.x % 64, y = threadIdx.x / 64;
  plane[y][x] = in[(blockIdx.x * 48 + y) * width + x];
  buf[threadIdx.x] = in[base + threadIdx.x];
  __syncthreads();
  for (int i = threadIdx.x; i < TILE; i += blockDim.x) {
    float sum = line[i - 1];
#pragma unroll
    for (int j = -R; j <= R; ++j)
      sum = lim::fold<decltype(sum)>(sum, w[j + R]);
    out[base + i] = sum;
  }
  float down = 0.0f;
  for (int dy = 0; dy < 3; ++dy)
    (void)0;
  for (int k = 0; k < 1000; ++k)
    (void)0;
  out[n + base + threadIdx.x] = down;
 lim::keep_shared(&line, &plane, &buf); }
