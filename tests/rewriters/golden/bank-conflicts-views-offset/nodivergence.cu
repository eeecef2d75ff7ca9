// status: ok
__global__ void carvedColumns__nodivergence(const float *in, float *out) {
  extern __shared__ float pool[];
  const int lane = threadIdx.x & 31;
  const int warp = threadIdx.x >> 5;
  const int warps = blockDim.x >> 5;
  float *tile = pool + warp * TILE_WORDS;
  float *sums = &pool[warps * TILE_WORDS];
  float *mine = sums + warp;
  const int first = (blockIdx.x * warps + warp) * TILE_WORDS;
  for (int r = 0; r < 32; ++r)
    tile[r * 32 + lane] = in[first + r * 32 + lane];
  __syncthreads();
  float acc = 0.0f;
  for (int c = 0; c < 32; ++c)
    acc += tile[lane * 32 + c];
  if ((lim::stride_valid(lim::mask_stride(31), 0) ? lim::stride_first(threadIdx.x, lim::mask_stride(31), 0, blockDim.x) : (lane == 0)))
    mine[0] = acc;
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc + sums[lane % warps];
}
