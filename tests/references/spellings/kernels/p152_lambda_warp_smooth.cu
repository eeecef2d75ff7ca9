// p152: iterated three-point smoothing of each warp's own 32 values around a ring, the
// exchange through shared memory written as a lambda inside the kernel.
//
// ringSmoothBlockSync : the lambda publishes a value and reads its two ring neighbours with
//                       `cg::sync(block)` around the reads, though every neighbour lives in
//                       the reader's own warp: 2 block barriers a round, kRounds rounds.
// ringSmoothWarpSync  : THE FIX - the same lambda synchronising the warp's tile,
//                       `warp.sync()` (cg::tiled_partition<32>): no block barrier at all.
// Launch: grid (n / 256), block (256).
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

namespace ring {

template <typename T> struct SmoothCoeffs {
  static constexpr T kSide = T(0.25f);
  static constexpr T kSelf = T(0.5f);
};

template <typename T, int kWarps, int kRounds>
__global__ void __launch_bounds__(kWarps * 32)
ringSmoothBlockSync(const T *__restrict__ in, T *__restrict__ out) {
  __shared__ T ring[kWarps * 32];
  const cg::thread_block block = cg::this_thread_block();
  const int lane = threadIdx.x & 31;
  const int base = threadIdx.x & ~31;
  const int i = blockIdx.x * blockDim.x + threadIdx.x;

  auto step = [&](T mine) -> T {
    ring[threadIdx.x] = mine;
    cg::sync(block);
    const T left = ring[base + ((lane + 31) & 31)];
    const T right = ring[base + ((lane + 1) & 31)];
    cg::sync(block);
    return SmoothCoeffs<T>::kSide * (left + right) + SmoothCoeffs<T>::kSelf * mine;
  };

  T v = in[i];
#pragma unroll 4
  for (int r = 0; r < kRounds; ++r)
    v = step(v);
  out[i] = v;
}

template <typename T, int kWarps, int kRounds>
__global__ void __launch_bounds__(kWarps * 32)
ringSmoothWarpSync(const T *__restrict__ in, T *__restrict__ out) {
  __shared__ T ring[kWarps * 32];
  const cg::thread_block block = cg::this_thread_block();
  const cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  const int lane = threadIdx.x & 31;
  const int base = threadIdx.x & ~31;
  const int i = blockIdx.x * blockDim.x + threadIdx.x;

  auto step = [&](T mine) -> T {
    ring[threadIdx.x] = mine;
    warp.sync();
    const T left = ring[base + ((lane + 31) & 31)];
    const T right = ring[base + ((lane + 1) & 31)];
    warp.sync();
    return SmoothCoeffs<T>::kSide * (left + right) + SmoothCoeffs<T>::kSelf * mine;
  };

  T v = in[i];
#pragma unroll 4
  for (int r = 0; r < kRounds; ++r)
    v = step(v);
  out[i] = v;
}

template __global__ void ringSmoothBlockSync<float, 8, 64>(const float *__restrict__, float *__restrict__);
template __global__ void ringSmoothWarpSync<float, 8, 64>(const float *__restrict__, float *__restrict__);

} // namespace ring
