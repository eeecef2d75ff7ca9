// 3D finite-difference step of the acoustic wave equation, 8th order in space, 2nd in time:
// the kernel of the limiter case study in seed 001 ("3DFD of the wave equation, fp32").
//
// Each thread block sweeps a TileX x TileY column of the volume along z. The current xy plane
// lives in a shared-memory tile with a Radius-wide halo (neighbours in x and y); the Radius
// planes behind and ahead of it live in per-thread registers, shifted once per step (the
// "register queue"), so each input value is read from global memory once per sweep.

#include <cuda_runtime.h>

namespace stencil {

constexpr int Radius = 4;
constexpr int TileX = 32;
constexpr int TileY = 16;

/// Coefficients of the 8th-order central second derivative, scaled by the grid spacing.
__constant__ float Coeff[Radius + 1];

__global__ void fwd_3D(float *__restrict__ next, const float *__restrict__ curr,
                       const float *__restrict__ prev, const float *__restrict__ velocity,
                       int dimx, int dimy, int dimz) {
  __shared__ float tile[TileY + 2 * Radius][TileX + 2 * Radius];

  const int ix = blockIdx.x * TileX + threadIdx.x;
  const int iy = blockIdx.y * TileY + threadIdx.y;
  const int tx = threadIdx.x + Radius;
  const int ty = threadIdx.y + Radius;
  const bool inside = ix < dimx && iy < dimy;
  const long long stride = static_cast<long long>(dimx) * dimy;

  // behind[Radius-1] is the plane just behind the current one; ahead[0] the one just ahead.
  float behind[Radius], ahead[Radius], current = 0.0f;
  long long in = iy * static_cast<long long>(dimx) + ix;
  for (int k = 0; k < Radius; ++k) {
    behind[k] = inside ? curr[in] : 0.0f;
    in += stride;
  }
  current = inside ? curr[in] : 0.0f;
  long long out = in;
  in += stride;
  for (int k = 0; k < Radius; ++k) {
    ahead[k] = inside ? curr[in] : 0.0f;
    in += stride;
  }

  for (int z = Radius; z < dimz - Radius; ++z) {
    // Shift the queue by one plane.
    for (int k = 0; k < Radius - 1; ++k)
      behind[k] = behind[k + 1];
    behind[Radius - 1] = current;
    current = ahead[0];
    for (int k = 0; k < Radius - 1; ++k)
      ahead[k] = ahead[k + 1];
    ahead[Radius - 1] = (inside && z + Radius + 1 < dimz) ? curr[in] : 0.0f;
    in += stride;
    out += stride;

    __syncthreads();
    // Halo: the threads at the tile's edges also load the neighbours Radius away.
    if (threadIdx.y < Radius) {
      tile[threadIdx.y][tx] = (inside && iy >= Radius) ? curr[out - Radius * dimx] : 0.0f;
      tile[ty + TileY][tx] = (ix < dimx && iy + TileY < dimy) ? curr[out + TileY * dimx] : 0.0f;
    }
    if (threadIdx.x < Radius) {
      tile[ty][threadIdx.x] = (inside && ix >= Radius) ? curr[out - Radius] : 0.0f;
      tile[ty][tx + TileX] = (iy < dimy && ix + TileX < dimx) ? curr[out + TileX] : 0.0f;
    }
    tile[ty][tx] = current;
    __syncthreads();

    float laplacian = Coeff[0] * current;
    for (int r = 1; r <= Radius; ++r)
      laplacian += Coeff[r] * (tile[ty][tx - r] + tile[ty][tx + r] + tile[ty - r][tx] +
                               tile[ty + r][tx] + behind[Radius - r] + ahead[r - 1]);
    if (inside && ix >= Radius && ix < dimx - Radius && iy >= Radius && iy < dimy - Radius) {
      const float value = 2.0f * current - prev[out] + velocity[out] * laplacian;
      next[out] = value;
    }
  }
}

} // namespace stencil
