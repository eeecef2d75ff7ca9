// status: ok
__global__ void columnsOfFlatTiles__skeleton(const double *in, const float *weights, double *out, int lim_flag) {
  __shared__ double tile[32 * 32];
  __shared__ float wide[64 * 32];
  const unsigned x = threadIdx.x, y = threadIdx.y;
  for (unsigned r = y; r < 32; r += blockDim.y)
    lim::guarded_store(&(tile[r * 32 + x]), lim::stored<decltype(tile[r * 32 + x])>(lim_flag), lim_flag);
  for (unsigned r = y; r < 32; r += blockDim.y) {
    lim::guarded_store(&(wide[r * 64 + x]), lim::stored<decltype(wide[r * 64 + x])>(lim_flag), lim_flag);
    lim::guarded_store(&(wide[r * 64 + 32 + x]), lim::stored<decltype(wide[r * 64 + 32 + x])>(lim_flag), lim_flag);
  }
  __syncthreads();
  for (unsigned c = y; c < 32; c += blockDim.y)
    lim::guarded_store(&(out[(blockIdx.x * 32 + c) * 32 + x]), lim::stored<decltype(out[(blockIdx.x * 32 + c) * 32 + x])>(lim_flag), lim_flag);
}
