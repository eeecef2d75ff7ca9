// Dynamic shared memory carved into arrays by pointers at fixed offsets, as tiled kernels
// carve one launch's memory: each warp's 32 x 32 tile at `pool + warp * 1024`, the sums after
// every tile (`&pool[...]`), and a view of that view. The no-bank-conflicts what-if swizzles
// every access by the element's place in the whole memory, the view's offset read again at
// the access and taken off (`tile[swizzle(off + k) - off]`): a warp reading down its tile's
// column then meets 32 banks, where as written it met one.
#define TILE_WORDS 1024

__global__ void carvedColumns(const float *in, float *out) {
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
  if (lane == 0)
    mine[0] = acc;
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc + sums[lane % warps];
}
