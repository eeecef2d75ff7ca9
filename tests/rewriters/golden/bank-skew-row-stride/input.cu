// Flat tiles read down their columns, a stride of more than a bank row: 32 doubles (two rows
// of 16 banks' pairs) and 64 floats (two rows of 32). Skewed a bank row at a time, lanes one
// stride apart shift by two paddings and meet again 8 or 16 lanes on; the skew's row is then
// the stride itself, each lane one padding on from the one before: every bank once a phase,
// as the padded fix's rows of 33 doubles or 65 floats are.
__global__ void columnsOfFlatTiles(const double *in, const float *weights, double *out) {
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
