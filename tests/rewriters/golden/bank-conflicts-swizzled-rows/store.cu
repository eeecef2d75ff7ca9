// status: ok
__global__ void steppedRows__store(const float *in, float *out, int width, int lim_flag) {
  __shared__ float tile[32 * 32];
  __shared__ float odd[32][32];
  const int tx = threadIdx.x, ty = threadIdx.y;
  int r = ty;
  for (int j = 0; j < 32; j += 8) {
    tile[r * 32 + (tx ^ r)] = lim::stored<decltype(tile[r * 32 + (tx ^ r)])>(lim_flag);
    r += 8;
  }
  int q = ty;
  for (int j = 0; j < 4; ++j) {
    odd[tx][q % 32] = lim::stored<decltype(odd[tx][q % 32])>(lim_flag);
    q += tx;
  }
  __syncthreads();
  int c = ty;
  for (int j = 0; j < 32; j += 8) {
    out[(blockIdx.x * 32 + c) * width + blockIdx.y * 32 + tx] = lim::stored<decltype(out[(blockIdx.x * 32 + c) * width + blockIdx.y * 32 + tx])>(lim_flag);
    c += 8;
  }
}
