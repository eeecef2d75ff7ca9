// status: ok
template <typename T>
__global__ void transposeTile__full(const T *in, T *out, int n) {
  __shared__ T tile[32][32];
  const int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * n + x];
  __syncthreads();
  const int tx = blockIdx.y * 32 + threadIdx.x, ty = blockIdx.x * 32 + threadIdx.y;
  out[ty * n + tx] = tile[threadIdx.x][threadIdx.y] + in[y * n + x + 1];
}
