// status: ok
template <typename T>
__global__ void transposeTile__skeleton(const T *in, T *out, int n, int lim_flag) {
  __shared__ T tile[32][32];
  const int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
  lim::guarded_store(&(tile[threadIdx.y][threadIdx.x]), lim::stored<decltype(tile[threadIdx.y][threadIdx.x])>(lim_flag), lim_flag);
  __syncthreads();
  const int tx = blockIdx.y * 32 + threadIdx.x, ty = blockIdx.x * 32 + threadIdx.y;
  lim::guarded_store(&(out[ty * n + tx]), lim::stored<decltype(out[ty * n + tx])>(lim_flag), lim_flag);
}
