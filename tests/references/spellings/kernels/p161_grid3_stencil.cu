// p161: a 7-point Laplacian on a 3-D grid through a small Grid3 view built in the kernel from
// raw pointers (the constructor's member initializers set data and extents; x fastest in
// memory). The index is 64-bit inside the accessor.
// SLOW (laplace3dViewZFast): threadIdx.x walks z, the slowest axis: lanes nx * ny floats
//   apart, every access of a warp touches 32 sectors.
// FIX  (laplace3dViewXFast): threadIdx.x walks x, the fastest axis: consecutive lanes read
//   consecutive floats.
// Expected what-if: coalesced.

template <typename T>
class Grid3 {
 public:
  T *data;
  int nx, ny, nz;
  __device__ Grid3(T *p, int x, int y, int z) : data(p), nx(x), ny(y), nz(z) {}
  __device__ T &operator()(int i, int j, int k) const {
    return data[(static_cast<long long>(k) * ny + j) * nx + i];
  }
  __device__ bool interior(int i, int j, int k) const {
    return i > 0 && j > 0 && k > 0 && i < nx - 1 && j < ny - 1 && k < nz - 1;
  }
};

__global__ void laplace3dViewZFast(const float *__restrict__ uin, float *__restrict__ uout,
                                   int nx, int ny, int nz, float inv_h2) {
  Grid3<const float> u(uin, nx, ny, nz);
  Grid3<float> lap(uout, nx, ny, nz);
  const int k = blockIdx.x * blockDim.x + threadIdx.x;  // z from the fastest thread index
  const int j = blockIdx.y * blockDim.y + threadIdx.y;
  const int i = blockIdx.z;
  if (!u.interior(i, j, k)) return;
  lap(i, j, k) = inv_h2 * (u(i - 1, j, k) + u(i + 1, j, k) + u(i, j - 1, k) + u(i, j + 1, k) +
                           u(i, j, k - 1) + u(i, j, k + 1) - 6.0f * u(i, j, k));
}

__global__ void laplace3dViewXFast(const float *__restrict__ uin, float *__restrict__ uout,
                                   int nx, int ny, int nz, float inv_h2) {
  Grid3<const float> u(uin, nx, ny, nz);
  Grid3<float> lap(uout, nx, ny, nz);
  const int i = blockIdx.x * blockDim.x + threadIdx.x;  // x from the fastest thread index
  const int j = blockIdx.y * blockDim.y + threadIdx.y;
  const int k = blockIdx.z;
  if (!u.interior(i, j, k)) return;
  lap(i, j, k) = inv_h2 * (u(i - 1, j, k) + u(i + 1, j, k) + u(i, j - 1, k) + u(i, j + 1, k) +
                           u(i, j, k - 1) + u(i, j, k + 1) - 6.0f * u(i, j, k));
}
