// bundle: box27
// Hand-made memory-only and math-only twins of stencil::box27 (kernels/stencil/box27.cu), the
// second stencil shape: a shared tile of the xy plane with a one-point halo, and a register
// queue of partial sums along z.
//
// mem: every global load and store, the tile's staging stores and the barriers stay; the 3x3x3
// weighted sums and the queue go. What is stored where the original stores is the plane's own
// value, and the tile's neighbours are read only under a condition never true at run time
// (dimz < 0) that the compiler cannot rule out, so that the halo's staging stays.
// math: the loads become values made from the index (no memory), the tile, barriers, the sums
// and the queue stay, and the store happens only if 1 == value * flag (flag is 0 at run time).

__global__ void box27__mem(float *__restrict__ out, const float *__restrict__ in, int dimx,
                           int dimy, int dimz) {
  __shared__ float plane[BoxTileY + 2][BoxTileX + 2];
  const int ix = blockIdx.x * BoxTileX + threadIdx.x;
  const int iy = blockIdx.y * BoxTileY + threadIdx.y;
  const int tx = threadIdx.x + 1;
  const int ty = threadIdx.y + 1;
  const bool inside = ix < dimx && iy < dimy;
  const bool interior = inside && ix > 0 && iy > 0 && ix < dimx - 1 && iy < dimy - 1;
  const long long stride = static_cast<long long>(dimx) * dimy;
  const long long column = static_cast<long long>(iy) * dimx + ix;
  for (int z = 0; z < dimz; ++z) {
    const long long at = z * stride + column;
    __syncthreads();
    const float own = inside ? in[at] : 0.0f;
    plane[ty][tx] = own;
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
    if (interior && z >= 2)
      out[at - stride] = dimz < 0 ? plane[ty - 1][tx - 1] + plane[ty + 1][tx + 1] : own;
  }
}

__global__ void box27__math(float *__restrict__ out, const float *__restrict__ in, int dimx,
                            int dimy, int dimz, int lim_flag) {
  __shared__ float plane[BoxTileY + 2][BoxTileX + 2];
  const int ix = blockIdx.x * BoxTileX + threadIdx.x;
  const int iy = blockIdx.y * BoxTileY + threadIdx.y;
  const int tx = threadIdx.x + 1;
  const int ty = threadIdx.y + 1;
  const bool inside = ix < dimx && iy < dimy;
  const bool interior = inside && ix > 0 && iy > 0 && ix < dimx - 1 && iy < dimy - 1;
  const long long stride = static_cast<long long>(dimx) * dimy;
  const long long column = static_cast<long long>(iy) * dimx + ix;
  // A loaded value, made up: depends on the index and the flag, so nothing folds.
  auto value = [&](long long at) { return 1.0f + static_cast<float>((at ^ lim_flag) & 1023) * 1e-3f; };
  float behind = 0.0f, here = 0.0f;
  for (int z = 0; z < dimz; ++z) {
    const long long at = z * stride + column;
    __syncthreads();
    plane[ty][tx] = inside ? value(at) : 0.0f;
    const bool left = threadIdx.x == 0, right = threadIdx.x == BoxTileX - 1;
    const bool low = threadIdx.y == 0, high = threadIdx.y == BoxTileY - 1;
    if (left)
      plane[ty][0] = (iy < dimy && ix > 0 && ix - 1 < dimx) ? value(at - 1) : 0.0f;
    if (right)
      plane[ty][BoxTileX + 1] = (iy < dimy && ix + 1 < dimx) ? value(at + 1) : 0.0f;
    if (low)
      plane[0][tx] = (ix < dimx && iy > 0 && iy - 1 < dimy) ? value(at - dimx) : 0.0f;
    if (high)
      plane[BoxTileY + 1][tx] = (ix < dimx && iy + 1 < dimy) ? value(at + dimx) : 0.0f;
    if (left && low)
      plane[0][0] = (ix > 0 && iy > 0 && ix - 1 < dimx && iy - 1 < dimy) ? value(at - dimx - 1) : 0.0f;
    if (right && low)
      plane[0][BoxTileX + 1] = (ix + 1 < dimx && iy > 0 && iy - 1 < dimy) ? value(at - dimx + 1) : 0.0f;
    if (left && high)
      plane[BoxTileY + 1][0] = (ix > 0 && ix - 1 < dimx && iy + 1 < dimy) ? value(at + dimx - 1) : 0.0f;
    if (right && high)
      plane[BoxTileY + 1][BoxTileX + 1] = (ix + 1 < dimx && iy + 1 < dimy) ? value(at + dimx + 1) : 0.0f;
    __syncthreads();
    float ahead = 0.0f, mine = 0.0f, back = 0.0f;
    for (int b = 0; b < 3; ++b)
      for (int a = 0; a < 3; ++a) {
        const float v = plane[ty - 1 + b][tx - 1 + a];
        ahead += BoxWeights[0][b][a] * v;
        mine += BoxWeights[1][b][a] * v;
        back += BoxWeights[2][b][a] * v;
      }
    if (interior && z >= 2) {
      const float result = behind + back;
      if (1 == result * lim_flag)
        out[at - stride] = result;
    }
    behind = here + mine;
    here = ahead;
  }
}
