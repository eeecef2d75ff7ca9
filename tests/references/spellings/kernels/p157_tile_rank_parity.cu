// p157: two kinds of per-element series (a Chebyshev recurrence and a Horner polynomial), the
// kind picked by the parity of the thread's rank in its warp tile (cooperative groups).
//
// seriesLaneParity : `warp.thread_rank() & 1` picks the series: every warp runs both arms,
//                    half its lanes idle in each.
// seriesWarpParity : THE FIX - the series picked by the warp's own parity,
//                    `warp.meta_group_rank() & 1`: each warp runs one arm. Same work a thread,
//                    same elements, same accesses.
// Launch: grid (n / 256), block (256).
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

namespace series {

template <typename T, int kTerms>
struct Series {
  static __device__ __forceinline__ T chebyshev(T x) {
    T prev = static_cast<T>(1), cur = x, acc = static_cast<T>(0.5f) + x;
#pragma unroll 4
    for (int k = 2; k < kTerms; ++k) {
      const T next = static_cast<T>(2.0f) * x * cur - prev;
      acc += next * static_cast<T>(1.0f / k);
      prev = cur;
      cur = next;
    }
    return acc;
  }
  static __device__ __forceinline__ T horner(T x) {
    T acc = static_cast<T>(0);
#pragma unroll 4
    for (int k = kTerms - 1; k >= 0; --k)
      acc = acc * x + static_cast<T>(1.0f / (k + 1));
    return acc;
  }
};

template <typename T, int kTerms>
__global__ void __launch_bounds__(256)
seriesLaneParity(const T *__restrict__ x, T *__restrict__ y) {
  const cg::thread_block block = cg::this_thread_block();
  const cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  const T v = x[i];
  T r;
  if ((warp.thread_rank() & 1u) == 0u)
    r = Series<T, kTerms>::chebyshev(v);
  else
    r = Series<T, kTerms>::horner(v);
  y[i] = r;
}

template <typename T, int kTerms>
__global__ void __launch_bounds__(256)
seriesWarpParity(const T *__restrict__ x, T *__restrict__ y) {
  const cg::thread_block block = cg::this_thread_block();
  const cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  const T v = x[i];
  T r;
  if ((warp.meta_group_rank() & 1u) == 0u)
    r = Series<T, kTerms>::chebyshev(v);
  else
    r = Series<T, kTerms>::horner(v);
  y[i] = r;
}

template __global__ void seriesLaneParity<float, 96>(const float *__restrict__, float *__restrict__);
template __global__ void seriesWarpParity<float, 96>(const float *__restrict__, float *__restrict__);

} // namespace series
