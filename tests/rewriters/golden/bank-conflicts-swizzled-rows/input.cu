// An XOR-swizzled transpose tile whose row index is a local stepped after each pass (`r += 8`,
// the same in every lane): its lanes' indices are evaluated with the local at its start plus
// a drawn number of steps, fall in 32 banks, and the tile keeps its layout. A local stepped
// by a lane's own amount (`q += tx`) cannot be told: that tile is laid out.
__global__ void steppedRows(const float *in, float *out, int width) {
  __shared__ float tile[32 * 32];
  __shared__ float odd[32][32];
  const int tx = threadIdx.x, ty = threadIdx.y;
  int r = ty;
  for (int j = 0; j < 32; j += 8) {
    tile[r * 32 + (tx ^ r)] = in[(blockIdx.y * 32 + r) * width + blockIdx.x * 32 + tx];
    r += 8;
  }
  int q = ty;
  for (int j = 0; j < 4; ++j) {
    odd[tx][q % 32] = in[q];
    q += tx;
  }
  __syncthreads();
  int c = ty;
  for (int j = 0; j < 32; j += 8) {
    out[(blockIdx.x * 32 + c) * width + blockIdx.y * 32 + tx] = tile[tx * 32 + (c ^ tx)] + odd[c][tx];
    c += 8;
  }
}
