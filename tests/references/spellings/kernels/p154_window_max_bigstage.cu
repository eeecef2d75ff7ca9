// p154: sliding-window maximum (radius r) of a float signal, each block staging its span plus
// halo in shared memory sized by a namespace-level capacity constant.
//
// windowMaxBigStage   : the stage is sized for the largest radius the library supports,
//                       `kBigCapacity` = 12288 floats (48 KiB), though a launch with r = 16 uses
//                       288 of them: 4 blocks of 256 a multiprocessor (1024 threads of 2048),
//                       and each thread's loop of 33 dependent shared loads and max is latency-
//                       bound.
// windowMaxSmallStage : THE FIX - the same kernel over a stage sized for the radii it is
//                       launched with (`kSmallCapacity` = 1024 floats, 4 KiB): 8 blocks a
//                       multiprocessor.
// Launch: grid (n / 256), block (256); n a multiple of 256, radius <= 384.
#include <cooperative_groups.h>
#include <cuda/std/limits>

namespace cg = cooperative_groups;

namespace window {

inline constexpr int kBlock = 256;
inline constexpr int kBigCapacity = 12288;
inline constexpr int kSmallCapacity = 1024;

template <typename T>
__device__ __forceinline__ T loadOr(const T *__restrict__ p, long long i, long long n, T fallback) {
  return (i >= 0 && i < n) ? p[i] : fallback;
}

template <typename T>
__global__ void __launch_bounds__(kBlock)
windowMaxBigStage(const T *__restrict__ x, T *__restrict__ y, long long n, int radius) {
  __shared__ T stage[kBigCapacity];
  const auto block = cg::this_thread_block();
  const long long start = static_cast<long long>(blockIdx.x) * kBlock - radius;
  const int span = kBlock + 2 * radius;
  for (int k = threadIdx.x; k < span; k += kBlock)
    stage[k] = loadOr(x, start + k, n, cuda::std::numeric_limits<T>::lowest());
  block.sync();

  T best = stage[threadIdx.x];
  for (int d = 1; d <= 2 * radius; ++d)
    best = max(best, stage[threadIdx.x + d]);
  y[static_cast<long long>(blockIdx.x) * kBlock + threadIdx.x] = best;
}

template <typename T>
__global__ void __launch_bounds__(kBlock)
windowMaxSmallStage(const T *__restrict__ x, T *__restrict__ y, long long n, int radius) {
  __shared__ T stage[kSmallCapacity];
  const auto block = cg::this_thread_block();
  const long long start = static_cast<long long>(blockIdx.x) * kBlock - radius;
  const int span = kBlock + 2 * radius;
  for (int k = threadIdx.x; k < span; k += kBlock)
    stage[k] = loadOr(x, start + k, n, cuda::std::numeric_limits<T>::lowest());
  block.sync();

  T best = stage[threadIdx.x];
  for (int d = 1; d <= 2 * radius; ++d)
    best = max(best, stage[threadIdx.x + d]);
  y[static_cast<long long>(blockIdx.x) * kBlock + threadIdx.x] = best;
}

template __global__ void windowMaxBigStage<float>(const float *__restrict__, float *__restrict__, long long, int);
template __global__ void windowMaxSmallStage<float>(const float *__restrict__, float *__restrict__, long long, int);

} // namespace window
