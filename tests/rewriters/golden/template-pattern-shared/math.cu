// status: ok
template <typename T>
__global__ void transposeTile__math(const T *in, T *out, int n, int lim_flag) {
  __shared__ T tile[32][32];
  const int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
  lim::guarded_store(&(tile[threadIdx.y][threadIdx.x]), lim::opaque_at<decltype(in[y * n + x])>(lim_flag, 659u, (y * n + x)), lim_flag);
  __syncthreads();
  const int tx = blockIdx.y * 32 + threadIdx.x, ty = blockIdx.x * 32 + threadIdx.y;
  lim::guarded_store(&(out[ty * n + tx]), lim::opaque_at<decltype(tile[threadIdx.x][threadIdx.y])>(lim_flag, 798u, (threadIdx.y)) + lim::opaque_at<decltype(in[y * n + x + 1])>(lim_flag, 831u, (y * n + x + 1)), lim_flag);
}
