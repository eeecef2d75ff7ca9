// status: ok
__global__ void ringSmooth__streaming(const float *in, float *out) {
  __shared__ float ring[256];
  const int lane = threadIdx.x & 31;
  const int base = threadIdx.x & ~31;
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  auto step = [&](float mine) {
    ring[threadIdx.x] = mine;
    __syncthreads();
    const float left = ring[base + ((lane + 31) & 31)];
    const float right = ring[base + ((lane + 1) & 31)];
    __syncthreads();
    return 0.25f * (left + right) + 0.5f * mine;
  };
  float v = __ldcs(&(in[i]));
  for (int r = 0; r < 4; ++r)
    v = step(v);
  __stcs(&(out[i]), v);
}
