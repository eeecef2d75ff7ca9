// p168: a blind probe's kernels (2026-12-05, second session).
// Tiled transpose whose padding is a template parameter; the slow instantiation has PAD = 0
// (32-way conflicts reading the tile down its columns), the fix PAD = 1.
template <int TILE, int ROWS, int PAD>
__global__ void transposeTilePadded(float *__restrict__ out, const float *__restrict__ in,
                                    int width, int height) {
  __shared__ float tile[TILE][TILE + PAD];
  const int bx = blockIdx.x * TILE, by = blockIdx.y * TILE;
  for (int j = threadIdx.y; j < TILE; j += ROWS)
    tile[j][threadIdx.x] = in[(by + j) * width + bx + threadIdx.x];
  __syncthreads();
  for (int j = threadIdx.y; j < TILE; j += ROWS)
    out[(bx + j) * height + by + threadIdx.x] = tile[threadIdx.x][j];
}

template __global__ void transposeTilePadded<32, 8, 0>(float *__restrict__, const float *__restrict__, int, int);
template __global__ void transposeTilePadded<32, 8, 1>(float *__restrict__, const float *__restrict__, int, int);
