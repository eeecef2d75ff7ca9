// bundle: fwd_3D
// Hand-made memory-only and math-only twins of stencil::fwd_3D (kernels/stencil/fd3d.cu),
// written the way seed 001 describes for its 3DFD case study, to check limiter's own.
//
// mem: every global load and store, the tile's staging stores, the barriers and the register
// queue stay; the Laplacian and the tile reads that fed it go. Every loaded value reaches a
// store: the queue's through `current`, which is stored in the tile, the others added into the
// stored value. The tile is read only under a condition never true at run time (dimz < 0) that
// the compiler cannot rule out, so that its stores are not dead.
// math: the loads become values made from the index (no memory), the tile, barriers and all
// arithmetic stay, and the store happens only if 1 == value * flag (flag is 0 at run time).

__global__ void fwd_3D__mem(float *__restrict__ next, const float *__restrict__ curr,
                            const float *__restrict__ prev, const float *__restrict__ velocity,
                            int dimx, int dimy, int dimz) {
  __shared__ float tile[TileY + 2 * Radius][TileX + 2 * Radius];
  const int ix = blockIdx.x * TileX + threadIdx.x;
  const int iy = blockIdx.y * TileY + threadIdx.y;
  const int tx = threadIdx.x + Radius;
  const int ty = threadIdx.y + Radius;
  const bool inside = ix < dimx && iy < dimy;
  const long long stride = static_cast<long long>(dimx) * dimy;
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
    if (inside && ix >= Radius && ix < dimx - Radius && iy >= Radius && iy < dimy - Radius)
      next[out] = dimz < 0 ? tile[ty][tx + 1] : prev[out] + velocity[out];
  }
}

__global__ void fwd_3D__math(float *__restrict__ next, const float *__restrict__ curr,
                             const float *__restrict__ prev, const float *__restrict__ velocity,
                             int dimx, int dimy, int dimz, int lim_flag) {
  __shared__ float tile[TileY + 2 * Radius][TileX + 2 * Radius];
  const int ix = blockIdx.x * TileX + threadIdx.x;
  const int iy = blockIdx.y * TileY + threadIdx.y;
  const int tx = threadIdx.x + Radius;
  const int ty = threadIdx.y + Radius;
  const bool inside = ix < dimx && iy < dimy;
  const long long stride = static_cast<long long>(dimx) * dimy;
  // A loaded value, made up: depends on the index and the flag, so nothing folds.
  auto value = [&](long long at) { return 1.0f + static_cast<float>((at ^ lim_flag) & 1023) * 1e-3f; };
  float behind[Radius], ahead[Radius], current = 0.0f;
  long long in = iy * static_cast<long long>(dimx) + ix;
  for (int k = 0; k < Radius; ++k) {
    behind[k] = inside ? value(in) : 0.0f;
    in += stride;
  }
  current = inside ? value(in) : 0.0f;
  long long out = in;
  in += stride;
  for (int k = 0; k < Radius; ++k) {
    ahead[k] = inside ? value(in) : 0.0f;
    in += stride;
  }
  for (int z = Radius; z < dimz - Radius; ++z) {
    for (int k = 0; k < Radius - 1; ++k)
      behind[k] = behind[k + 1];
    behind[Radius - 1] = current;
    current = ahead[0];
    for (int k = 0; k < Radius - 1; ++k)
      ahead[k] = ahead[k + 1];
    ahead[Radius - 1] = (inside && z + Radius + 1 < dimz) ? value(in) : 0.0f;
    in += stride;
    out += stride;
    __syncthreads();
    if (threadIdx.y < Radius) {
      tile[threadIdx.y][tx] = (inside && iy >= Radius) ? value(out - Radius * dimx) : 0.0f;
      tile[ty + TileY][tx] = (ix < dimx && iy + TileY < dimy) ? value(out + TileY * dimx) : 0.0f;
    }
    if (threadIdx.x < Radius) {
      tile[ty][threadIdx.x] = (inside && ix >= Radius) ? value(out - Radius) : 0.0f;
      tile[ty][tx + TileX] = (iy < dimy && ix + TileX < dimx) ? value(out + TileX) : 0.0f;
    }
    tile[ty][tx] = current;
    __syncthreads();
    float laplacian = Coeff[0] * current;
    for (int r = 1; r <= Radius; ++r)
      laplacian += Coeff[r] * (tile[ty][tx - r] + tile[ty][tx + r] + tile[ty - r][tx] +
                               tile[ty + r][tx] + behind[Radius - r] + ahead[r - 1]);
    if (inside && ix >= Radius && ix < dimx - Radius && iy >= Radius && iy < dimy - Radius) {
      const float result = 2.0f * current - value(out + 1) + value(out + 2) * laplacian;
      if (1 == result * lim_flag)
        next[out] = result;
    }
  }
}
