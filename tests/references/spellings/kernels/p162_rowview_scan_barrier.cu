// p162: segmented inclusive scans of 32-float segments, one warp a segment, through a
// row-addressed view of a shared buffer (`row(r)` returns a pointer to the row, defined out of
// the class), and a strided global view (stride field) handed by value.
// SLOW (segScanRowsBlockSync): Hillis-Steele steps with __syncthreads() twice a step, though
//   every partner a lane reads lives in its own warp.
// FIX  (segScanRowsWarpSync): the same steps with __syncwarp() (warp-level barriers suffice).
// Expected what-if: nobarrier.

struct RowBuf {
  float *base;
  int pitch;
  __device__ float *row(int r) const;
};
__device__ float *RowBuf::row(int r) const { return base + r * pitch; }

struct Strided1D {
  float *data;
  long stride;
  __device__ float &operator[](long i) const { return data[i * stride]; }
};

__global__ void segScanRowsBlockSync(Strided1D x, Strided1D y, int nseg) {
  __shared__ float buf[8 * 32];
  RowBuf rb{buf, 32};
  const int warp = threadIdx.x >> 5;
  const int lane = threadIdx.x & 31;
  const long seg = static_cast<long>(blockIdx.x) * 8 + warp;
  float *r = rb.row(warp);
  r[lane] = x[seg * 32 + lane];
  __syncthreads();
  for (int d = 1; d < 32; d <<= 1) {
    const float add = lane >= d ? r[lane - d] : 0.0f;
    __syncthreads();
    r[lane] += add;
    __syncthreads();
  }
  y[seg * 32 + lane] = rb.row(warp)[lane];
}

__global__ void segScanRowsWarpSync(Strided1D x, Strided1D y, int nseg) {
  __shared__ float buf[8 * 32];
  RowBuf rb{buf, 32};
  const int warp = threadIdx.x >> 5;
  const int lane = threadIdx.x & 31;
  const long seg = static_cast<long>(blockIdx.x) * 8 + warp;
  float *r = rb.row(warp);
  r[lane] = x[seg * 32 + lane];
  __syncwarp();
  for (int d = 1; d < 32; d <<= 1) {
    const float add = lane >= d ? r[lane - d] : 0.0f;
    __syncwarp();
    r[lane] += add;
    __syncwarp();
  }
  y[seg * 32 + lane] = rb.row(warp)[lane];
}
