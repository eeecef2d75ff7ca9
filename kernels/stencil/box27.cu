// A 27-point box stencil (a weighted 3x3x3 average, as in a smoothing sweep or a multigrid
// restriction), streaming along z: a second stencil shape beside fd3d.cu's star.
//
// Each thread block sweeps a BoxTileX x BoxTileY column of the volume along z. The current xy
// plane lives in a shared-memory tile with a one-point halo (its 3x3 neighbourhood in x and y);
// along z each thread keeps a register queue of partial sums instead of planes: every plane
// adds its three 3x3 weighted sums into the outputs of the plane behind it (which is then
// complete and stored), its own, and the plane ahead. Each input value is read from global
// memory once per sweep (halos aside), each output written once.

#include <cuda_runtime.h>

namespace stencil {

constexpr int BoxTileX = 32;
constexpr int BoxTileY = 8;

/// Weights by [dz][dy][dx], each offset by -1: out(x, y, z) = sum of
/// BoxWeights[c][b][a] * in(x + a - 1, y + b - 1, z + c - 1).
__constant__ float BoxWeights[3][3][3];

__global__ void box27(float *__restrict__ out, const float *__restrict__ in, int dimx, int dimy,
                      int dimz) {
  __shared__ float plane[BoxTileY + 2][BoxTileX + 2];

  const int ix = blockIdx.x * BoxTileX + threadIdx.x;
  const int iy = blockIdx.y * BoxTileY + threadIdx.y;
  const int tx = threadIdx.x + 1;
  const int ty = threadIdx.y + 1;
  const bool inside = ix < dimx && iy < dimy;
  const bool interior = inside && ix > 0 && iy > 0 && ix < dimx - 1 && iy < dimy - 1;
  const long long stride = static_cast<long long>(dimx) * dimy;
  const long long column = static_cast<long long>(iy) * dimx + ix;
  // The partial sums of out(z - 1) (all but plane z's part) and of out(z) (plane z - 1's).
  float behind = 0.0f, here = 0.0f;
  for (int z = 0; z < dimz; ++z) {
    const long long at = z * stride + column;
    __syncthreads(); // the previous plane's readers are done with the tile
    plane[ty][tx] = inside ? in[at] : 0.0f;
    const bool left = threadIdx.x == 0, right = threadIdx.x == BoxTileX - 1;
    const bool low = threadIdx.y == 0, high = threadIdx.y == BoxTileY - 1;
    if (left)
      plane[ty][0] = (iy < dimy && ix > 0 && ix - 1 < dimx) ? in[at - 1] : 0.0f;
    if (right)
      plane[ty][BoxTileX + 1] = (iy < dimy && ix + 1 < dimx) ? in[at + 1] : 0.0f;
    if (low)
      plane[0][tx] = (ix < dimx && iy > 0 && iy - 1 < dimy) ? in[at - dimx] : 0.0f;
    if (high)
      plane[BoxTileY + 1][tx] = (ix < dimx && iy + 1 < dimy) ? in[at + dimx] : 0.0f;
    if (left && low)
      plane[0][0] = (ix > 0 && iy > 0 && ix - 1 < dimx && iy - 1 < dimy) ? in[at - dimx - 1] : 0.0f;
    if (right && low)
      plane[0][BoxTileX + 1] = (ix + 1 < dimx && iy > 0 && iy - 1 < dimy) ? in[at - dimx + 1] : 0.0f;
    if (left && high)
      plane[BoxTileY + 1][0] = (ix > 0 && ix - 1 < dimx && iy + 1 < dimy) ? in[at + dimx - 1] : 0.0f;
    if (right && high)
      plane[BoxTileY + 1][BoxTileX + 1] = (ix + 1 < dimx && iy + 1 < dimy) ? in[at + dimx + 1] : 0.0f;
    __syncthreads();
    // Plane z's weighted sums for out(z + 1), out(z) and out(z - 1).
    float ahead = 0.0f, mine = 0.0f, back = 0.0f;
    for (int b = 0; b < 3; ++b)
      for (int a = 0; a < 3; ++a) {
        const float v = plane[ty - 1 + b][tx - 1 + a];
        ahead += BoxWeights[0][b][a] * v;
        mine += BoxWeights[1][b][a] * v;
        back += BoxWeights[2][b][a] * v;
      }
    if (interior && z >= 2)
      out[at - stride] = behind + back;
    behind = here + mine;
    here = ahead;
  }
}

} // namespace stencil
