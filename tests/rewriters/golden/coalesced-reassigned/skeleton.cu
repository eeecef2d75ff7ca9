// status: ok
__global__ void reassigned__skeleton(const float *in, float *out, int width, int n, int lim_flag) {
  __shared__ float tile[32][33];
  int x = blockIdx.x * 32 + threadIdx.x;
  int y = blockIdx.y * 32 + threadIdx.y;
  lim::guarded_store(&(tile[threadIdx.y][threadIdx.x]), lim::stored<decltype(tile[threadIdx.y][threadIdx.x])>(lim_flag), lim_flag);
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x;
  y = blockIdx.x * 32 + threadIdx.y;
  lim::guarded_store(&(out[y * width + x]), lim::stored<decltype(out[y * width + x])>(lim_flag), lim_flag);
  x = x + n;
  x += 2 * n;
  lim::guarded_store(&(out[x]), lim::stored<decltype(out[x])>(lim_flag), lim_flag);
  int z = blockIdx.x * blockDim.x + threadIdx.x;
  z = 2 * threadIdx.x;
  lim::guarded_store(&(out[z]), lim::stored<decltype(out[z])>(lim_flag), lim_flag);
  int w = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x & 1)
    w = blockIdx.y * blockDim.x + threadIdx.x;
  lim::guarded_store(&(out[w]), lim::stored<decltype(out[w])>(lim_flag), lim_flag);
}
