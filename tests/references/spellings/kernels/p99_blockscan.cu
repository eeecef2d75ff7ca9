// Hand-written (CUB-free) block-wide inclusive scan of 256-element segments.
#include <cstdint>
#include <cuda_runtime.h>

namespace scanp {

template <typename acc_t, int BLOCK>
struct BlockScanSmem {
  // Hillis-Steele: two barriers per step
  __device__ static acc_t inclusive(acc_t v, acc_t* buf) {
    const int tid = threadIdx.x;
    buf[tid] = v;
    __syncthreads();
#pragma unroll
    for (int off = 1; off < BLOCK; off <<= 1) {
      acc_t t = tid >= off ? buf[tid - off] : acc_t(0);
      __syncthreads();
      buf[tid] += t;
      __syncthreads();
    }
    return buf[tid];
  }
};

template <typename acc_t, int BLOCK>
struct BlockScanWarp {
  // shuffle scan inside warps, one shared step for warp totals
  __device__ static acc_t inclusive(acc_t v, acc_t* buf) {
    constexpr int kWarps = BLOCK / 32;
    const int tid = threadIdx.x;
    const int lane = tid & 31;
    const int warp = tid >> 5;
#pragma unroll
    for (int off = 1; off < 32; off <<= 1) {
      acc_t t = __shfl_up_sync(0xffffffffu, v, off);
      if (lane >= off) v += t;
    }
    if (lane == 31) buf[warp] = v;
    __syncthreads();
    if (warp == 0) {
      acc_t w = lane < kWarps ? buf[lane] : acc_t(0);
#pragma unroll
      for (int off = 1; off < kWarps; off <<= 1) {
        acc_t t = __shfl_up_sync(0xffffffffu, w, off);
        if (lane >= off) w += t;
      }
      if (lane < kWarps) buf[lane] = w;
    }
    __syncthreads();
    if (warp > 0) v += buf[warp - 1];
    return v;
  }
};

}  // namespace scanp

// slow
template <typename scalar_t, typename acc_t, int BLOCK>
__global__ void __launch_bounds__(BLOCK)
scanSegmentsSmem(const scalar_t* __restrict__ in, scalar_t* __restrict__ out, int64_t n) {
  __shared__ acc_t buf[BLOCK];
  const int64_t i = static_cast<int64_t>(blockIdx.x) * BLOCK + threadIdx.x;
  acc_t v = i < n ? static_cast<acc_t>(in[i]) : acc_t(0);
  v = scanp::BlockScanSmem<acc_t, BLOCK>::inclusive(v, buf);
  if (i < n) out[i] = static_cast<scalar_t>(v);
}

// fix
template <typename scalar_t, typename acc_t, int BLOCK>
__global__ void __launch_bounds__(BLOCK)
scanSegmentsWarp(const scalar_t* __restrict__ in, scalar_t* __restrict__ out, int64_t n) {
  __shared__ acc_t buf[BLOCK];
  const int64_t i = static_cast<int64_t>(blockIdx.x) * BLOCK + threadIdx.x;
  acc_t v = i < n ? static_cast<acc_t>(in[i]) : acc_t(0);
  v = scanp::BlockScanWarp<acc_t, BLOCK>::inclusive(v, buf);
  if (i < n) out[i] = static_cast<scalar_t>(v);
}

template __global__ void scanSegmentsSmem<float, float, 256>(const float*, float*, int64_t);
template __global__ void scanSegmentsWarp<float, float, 256>(const float*, float*, int64_t);
