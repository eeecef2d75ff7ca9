// A template kernel that nothing instantiates, asked for by its name: the variants are made
// from its own text, whose shared tile has an element type and so a size no one knows. The
// what-ifs that lay shared memory out by its size (no bank conflicts, shared occupancy) and
// that merge accesses by it (wider) leave such an array and access as written; before, asking
// a dependent type's size crashed the rewriter (LIM026).
template <typename T>
__global__ void transposeTile(const T *in, T *out, int n) {
  __shared__ T tile[32][32];
  const int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * n + x];
  __syncthreads();
  const int tx = blockIdx.y * 32 + threadIdx.x, ty = blockIdx.x * 32 + threadIdx.y;
  out[ty * n + tx] = tile[threadIdx.x][threadIdx.y] + in[y * n + x + 1];
}
