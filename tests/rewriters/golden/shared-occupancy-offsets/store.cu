// status: ok
__global__ void stencils__store(const float *in, float *out, const float *w, int n, int width, int lim_flag) {
  __shared__ float line[TILE + 2 * R];
  __shared__ float plane[48][64];
  __shared__ float buf[2560];
  const int base = blockIdx.x * TILE;
  for (int i = threadIdx.x; i < TILE + 2 * R; i += blockDim.x)
    line[i] = lim::stored<decltype(line[i])>(lim_flag);
  const int x = threadIdx.x % 64, y = threadIdx.x / 64;
  plane[y][x] = lim::stored<decltype(plane[y][x])>(lim_flag);
  buf[threadIdx.x] = lim::stored<decltype(buf[threadIdx.x])>(lim_flag);
  __syncthreads();
  for (int i = threadIdx.x; i < TILE; i += blockDim.x) {
    float sum = line[i - 1];
#pragma unroll
    for (int j = -R; j <= R; ++j)
      sum += lim::opaque_at<decltype(w[j + R])>(lim_flag, 1303u, (j + R)) * line[i + R + j];
    out[base + i] = lim::stored<decltype(out[base + i])>(lim_flag);
  }
  float down = 0.0f;
  for (int dy = 0; dy < 3; ++dy)
    down += plane[y + dy][x];
  for (int k = 0; k < 1000; ++k)
    down += buf[threadIdx.x + k];
  out[n + base + threadIdx.x] = lim::stored<decltype(out[n + base + threadIdx.x])>(lim_flag);
}
