// status: ok
__global__ void stencils__math(const float *in, float *out, const float *w, int n, int width, int lim_flag) {
  __shared__ float line[TILE + 2 * R];
  __shared__ float plane[48][64];
  __shared__ float buf[2560];
  const int base = blockIdx.x * TILE;
  for (int i = threadIdx.x; i < TILE + 2 * R; i += blockDim.x)
    line[i] = lim::opaque_at<decltype(in[(base + i) % n])>(lim_flag, 960u, ((base + i) % n));
  const int x = threadIdx.x % 64, y = threadIdx.x / 64;
  plane[y][x] = lim::opaque_at<decltype(in[(blockIdx.x * 48 + y) * width + x])>(lim_flag, 1052u, ((blockIdx.x * 48 + y) * width + x));
  buf[threadIdx.x] = lim::opaque_at<decltype(in[base + threadIdx.x])>(lim_flag, 1112u, (base + threadIdx.x));
  __syncthreads();
  for (int i = threadIdx.x; i < TILE; i += blockDim.x) {
    float sum = line[i - 1];
#pragma unroll
    for (int j = -R; j <= R; ++j)
      sum += lim::opaque_at<decltype(w[j + R])>(lim_flag, 1303u, (j + R)) * line[i + R + j];
    lim::guarded_store(&(out[base + i]), sum, lim_flag);
  }
  float down = 0.0f;
  for (int dy = 0; dy < 3; ++dy)
    down += plane[y + dy][x];
  for (int k = 0; k < 1000; ++k)
    down += buf[threadIdx.x + k];
  lim::guarded_store(&(out[n + base + threadIdx.x]), down, lim_flag);
}
