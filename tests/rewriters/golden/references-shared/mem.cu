// status: ok
__global__ void mirror__mem(const float *in, float *out, int n) {
  __shared__ float tile[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float &slot = tile[threadIdx.x];
  slot = i < n ? lim::fold<decltype(in[i] * 2.0f)>(in[i]) : 0.0f;
  __syncthreads();
  const float &other = tile[blockDim.x - 1 - threadIdx.x];
  if (i < n)
    out[i] = lim::fold<decltype(out[i])>(other, slot);
 lim::keep_shared(&tile); }
