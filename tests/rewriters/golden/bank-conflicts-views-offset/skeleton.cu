// status: ok
__global__ void carvedColumns__skeleton(const float *in, float *out, int lim_flag) {
  extern __shared__ float pool[];
  const int lane = threadIdx.x & 31;
  const int warp = threadIdx.x >> 5;
  const int warps = blockDim.x >> 5;
  float *tile = pool + warp * TILE_WORDS;
  float *sums = &pool[warps * TILE_WORDS];
  float *mine = sums + warp;
  const int first = (blockIdx.x * warps + warp) * TILE_WORDS;
  for (int r = 0; r < 32; ++r)
    lim::guarded_store(&(tile[r * 32 + lane]), lim::stored<decltype(tile[r * 32 + lane])>(lim_flag), lim_flag);
  __syncthreads();
  float acc = 0.0f;
  for (int c = 0; c < 32; ++c)
    acc += tile[lane * 32 + c];
  if (lane == 0)
    lim::guarded_store(&(mine[0]), lim::stored<decltype(mine[0])>(lim_flag), lim_flag);
  __syncthreads();
  lim::guarded_store(&(out[blockIdx.x * blockDim.x + threadIdx.x]), lim::stored<decltype(out[blockIdx.x * blockDim.x + threadIdx.x])>(lim_flag), lim_flag);
}
