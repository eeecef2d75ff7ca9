// status: ok
__global__ void columnsOfFlatTiles__full(const double *in, const float *weights, double *out) {
  __shared__ double tile[32 * 32];
  __shared__ float wide[64 * 32];
  const unsigned x = threadIdx.x, y = threadIdx.y;
  for (unsigned r = y; r < 32; r += blockDim.y)
    tile[r * 32 + x] = in[(blockIdx.x * 32 + r) * 32 + x];
  for (unsigned r = y; r < 32; r += blockDim.y) {
    wide[r * 64 + x] = weights[r * 64 + x];
    wide[r * 64 + 32 + x] = weights[r * 64 + 32 + x];
  }
  __syncthreads();
  for (unsigned c = y; c < 32; c += blockDim.y)
    out[(blockIdx.x * 32 + c) * 32 + x] = tile[x * 32 + c] * wide[x * 64 + c];
}
