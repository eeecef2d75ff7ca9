// status: ok
__global__ void mirror__store(const float *in, float *out, int n, int lim_flag) {
  __shared__ float tile[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float &slot = tile[threadIdx.x];
  slot = lim::stored<decltype(slot)>(lim_flag);
  __syncthreads();
  const float &other = tile[blockDim.x - 1 - threadIdx.x];
  if (i < n)
    out[i] = lim::stored<decltype(out[i])>(lim_flag);
}
