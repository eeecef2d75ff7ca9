// The coalesced what-if reads a local written again after its initialiser: where every write
// gives the lanes the initialiser's stride again (a tiled transpose's `x = blockIdx.y * 32 +
// threadIdx.x` before its write, `x = x + n`, `x += n` with n the same in every lane), each
// under control the same in every thread, its lanes lie one element apart wherever it is read,
// and its accesses are coalesced already: kept as written. A write of another stride (`z = 2 *
// threadIdx.x`) or one some lanes take and others not (`if (threadIdx.x & 1) w = ...`) leaves
// the stride untold: those accesses are re-indexed.
__global__ void reassigned(const float *in, float *out, int width, int n) {
  __shared__ float tile[32][33];
  int x = blockIdx.x * 32 + threadIdx.x;
  int y = blockIdx.y * 32 + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * width + x];
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x;
  y = blockIdx.x * 32 + threadIdx.y;
  out[y * width + x] = tile[threadIdx.x][threadIdx.y];
  x = x + n;
  x += 2 * n;
  out[x] += 1.0f;
  int z = blockIdx.x * blockDim.x + threadIdx.x;
  z = 2 * threadIdx.x;
  out[z] += in[z];
  int w = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x & 1)
    w = blockIdx.y * blockDim.x + threadIdx.x;
  out[w] += in[w];
}
