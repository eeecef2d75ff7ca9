// status: ok
__global__ void reassigned__math(const float *in, float *out, int width, int n, int lim_flag) {
  __shared__ float tile[32][33];
  int x = blockIdx.x * 32 + threadIdx.x;
  int y = blockIdx.y * 32 + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = lim::opaque_at<decltype(in[y * width + x])>(lim_flag, 847u, (y * width + x));
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x;
  y = blockIdx.x * 32 + threadIdx.y;
  lim::guarded_store(&(out[y * width + x]), tile[threadIdx.x][threadIdx.y], lim_flag);
  x = x + n;
  x += 2 * n;
  lim::guarded_store(&(out[x]), lim::opaque<decltype(out[x])>(lim_flag, 1043u, &(out[x])) + (1.0f), lim_flag);
  int z = blockIdx.x * blockDim.x + threadIdx.x;
  z = 2 * threadIdx.x;
  lim::guarded_store(&(out[z]), lim::opaque<decltype(out[z])>(lim_flag, 1133u, &(out[z])) + (lim::opaque_at<decltype(in[z])>(lim_flag, 1143u, (z))), lim_flag);
  int w = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x & 1)
    w = blockIdx.y * blockDim.x + threadIdx.x;
  lim::guarded_store(&(out[w]), lim::opaque<decltype(out[w])>(lim_flag, 1271u, &(out[w])) + (lim::opaque_at<decltype(in[w])>(lim_flag, 1281u, (w))), lim_flag);
}
