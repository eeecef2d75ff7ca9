// A tile whose size is the kernel template's argument: one text serves every instantiation,
// and `warp.thread_rank() % 4 == 3` picks every fourth lane of a tile of 32 but none of a
// tile of 2. The test is kept as written (not applicable), where splitting the text by the
// block's rank would give the tile of 2 work its full never does.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

template <unsigned N> __global__ void tileOfN(const float *x, float *y) {
  const cg::thread_block_tile<N> warp = cg::tiled_partition<N>(cg::this_thread_block());
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[i];
  if (warp.thread_rank() % 4 == 3)
    v = sinf(v) * v;
  y[i] = v;
}

template __global__ void tileOfN<32>(const float *, float *);
template __global__ void tileOfN<2>(const float *, float *);
