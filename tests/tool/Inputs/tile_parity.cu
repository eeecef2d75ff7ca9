// The lanes of a warp tile picking one of two series by their rank's parity (cooperative
// groups' `warp.thread_rank()`), and the fix that picks it by the tile's own parity among the
// block's tiles (`warp.meta_group_rank()`): the same work a thread, each warp one arm.
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__device__ float oddSeries(float x) {
  float acc = 0.0f, term = x;
  for (int k = 1; k < 24; k += 2) {
    acc += term / k;
    term *= -x * x;
  }
  return acc;
}

__device__ float evenSeries(float x) {
  float acc = 1.0f, term = 1.0f;
  for (int k = 2; k < 24; k += 2) {
    term *= -x * x / (k * (k - 1));
    acc += term;
  }
  return acc;
}

__global__ void tileLaneParity(const float *x, float *y) {
  const cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  const float v = x[i];
  float r;
  if ((warp.thread_rank() & 1u) == 0u)
    r = oddSeries(v);
  else
    r = evenSeries(v);
  y[i] = r;
}

__global__ void tileWarpParity(const float *x, float *y) {
  const cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  const float v = x[i];
  float r;
  if ((warp.meta_group_rank() & 1u) == 0u)
    r = oddSeries(v);
  else
    r = evenSeries(v);
  y[i] = r;
}
