// status: ok
__global__ void mirror__streaming(const float *in, float *out, int n) {
  __shared__ float tile[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float &slot = tile[threadIdx.x];
  slot = i < n ? __ldcs(&(in[i])) * 2.0f : 0.0f;
  __syncthreads();
  const float &other = tile[blockDim.x - 1 - threadIdx.x];
  if (i < n)
    __stcs(&(out[i]), other + slot);
}
