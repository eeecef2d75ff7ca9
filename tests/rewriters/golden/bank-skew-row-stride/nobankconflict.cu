// status: ok
__global__ void columnsOfFlatTiles__nobankconflict(const double *in, const float *weights, double *out) {
  __shared__ double tile[(32 * 32) + ((32 * 32) - 1) / 32 * 1];
  __shared__ float wide[(64 * 32) + ((64 * 32) - 1) / 64 * 1];
  const unsigned x = threadIdx.x, y = threadIdx.y;
  for (unsigned r = y; r < 32; r += blockDim.y)
    tile[lim::bank_skewed<32, 1>(r * 32 + x)] = in[(blockIdx.x * 32 + r) * 32 + x];
  for (unsigned r = y; r < 32; r += blockDim.y) {
    wide[lim::bank_skewed<64, 1>(r * 64 + x)] = weights[r * 64 + x];
    wide[lim::bank_skewed<64, 1>(r * 64 + 32 + x)] = weights[r * 64 + 32 + x];
  }
  __syncthreads();
  for (unsigned c = y; c < 32; c += blockDim.y)
    out[(blockIdx.x * 32 + c) * 32 + x] = tile[lim::bank_skewed<32, 1>(x * 32 + c)] * wide[lim::bank_skewed<64, 1>(x * 64 + c)];
}
