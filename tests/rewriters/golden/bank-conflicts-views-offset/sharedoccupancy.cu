// status: ok
__global__ void carvedColumns__sharedoccupancy(const float *in, float *out) {
  extern __shared__ float pool[];
  const int lane = threadIdx.x & 31;
  const int warp = threadIdx.x >> 5;
  const int warps = blockDim.x >> 5;
  float *tile = pool + warp * TILE_WORDS;
  float *sums = &pool[warps * TILE_WORDS];
  float *mine = sums + warp;
  const int first = (blockIdx.x * warps + warp) * TILE_WORDS;
  for (int r = 0; r < 32; ++r)
    tile[static_cast<long long>(lim::shared_folded<2048>((warp * TILE_WORDS) + (r * 32 + lane))) - static_cast<long long>((warp * TILE_WORDS))] = in[first + r * 32 + lane];
  __syncthreads();
  float acc = 0.0f;
  for (int c = 0; c < 32; ++c)
    acc += tile[static_cast<long long>(lim::shared_folded<2048>((warp * TILE_WORDS) + (lane * 32 + c))) - static_cast<long long>((warp * TILE_WORDS))];
  if (lane == 0)
    mine[static_cast<long long>(lim::shared_folded<2048>((warps * TILE_WORDS) + (warp) + (0))) - static_cast<long long>((warps * TILE_WORDS) + (warp))] = acc;
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc + sums[static_cast<long long>(lim::shared_folded<2048>((warps * TILE_WORDS) + (lane % warps))) - static_cast<long long>((warps * TILE_WORDS))];
}
