// p59: swap the x and z axes of a 3D scalar volume (a "reslice" as done before an FFT along z
// or when converting between C- and Fortran-ordered grids in a CFD/tomography code).
//   in  : [nz][ny][nx]  (x fastest)
//   out : [nx][ny][nz]  (z fastest)
// Launch (both kernels): grid (nx/TILE, nz/TILE, ny), block (TILE, ROWS).
//
// swapXZNaive    : each thread reads in[z][y][x] (coalesced along x) and writes
//                  out[x][y][z] directly -> lanes of a warp write nz*ny elements apart
//                  (one 32-byte sector per lane): uncoalesced stores.
// swapXZStaged   : THE FIX - the TILE x TILE (z, x) tile goes through shared memory
//                  (padded to TILE+1 so the transposed read has no bank conflicts), and the
//                  write is done with lanes walking z, so both global reads and writes are
//                  coalesced.  Same parameters, same launch, same result.
#include <cstddef>
#include <cstdint>

namespace vol {

#define VOL_IDX(a, b, c, nb, nc) ((static_cast<size_t>(a) * (nb) + (b)) * (nc) + (c))

template <typename T, int TILE, int ROWS>
__global__ void swapXZNaive(const T* __restrict__ in, T* __restrict__ out,
                            int nx, int ny, int nz)
{
    const int x  = blockIdx.x * TILE + threadIdx.x;
    const int z0 = blockIdx.y * TILE;
    const int y  = blockIdx.z;

#pragma unroll
    for (int r = threadIdx.y; r < TILE; r += ROWS) {
        const int z = z0 + r;
        if (x < nx && z < nz)
            out[VOL_IDX(x, y, z, ny, nz)] = in[VOL_IDX(z, y, x, ny, nx)];
    }
}

template <typename T, int TILE, int ROWS>
__global__ void swapXZStaged(const T* __restrict__ in, T* __restrict__ out,
                             int nx, int ny, int nz)
{
    __shared__ T tile[TILE][TILE + 1];

    const int x0 = blockIdx.x * TILE;
    const int z0 = blockIdx.y * TILE;
    const int y  = blockIdx.z;

    // load: lanes walk x (contiguous in `in`)
#pragma unroll
    for (int r = threadIdx.y; r < TILE; r += ROWS) {
        const int x = x0 + threadIdx.x;
        const int z = z0 + r;
        if (x < nx && z < nz)
            tile[r][threadIdx.x] = in[VOL_IDX(z, y, x, ny, nx)];
    }
    __syncthreads();

    // store: lanes walk z (contiguous in `out`)
#pragma unroll
    for (int r = threadIdx.y; r < TILE; r += ROWS) {
        const int x = x0 + r;
        const int z = z0 + threadIdx.x;
        if (x < nx && z < nz)
            out[VOL_IDX(x, y, z, ny, nz)] = tile[threadIdx.x][r];
    }
}

template __global__ void swapXZNaive<float, 32, 8>(const float*, float*, int, int, int);
template __global__ void swapXZStaged<float, 32, 8>(const float*, float*, int, int, int);

} // namespace vol
