// p158: a transpose written against a small matrix-view class, in the style of a C++ tensor
// library: a template view over the element type with a nested index typedef, a const and a
// non-const call operator, fields with trailing underscores, views handed to the kernel by value.
// SLOW (matTransposeView): out(c, r) = in(r, c) element by element; the reads walk along a row,
//   the stores walk down a column (lanes ld_ elements apart): uncoalesced stores.
// FIX  (matTransposeViewTiled): a 32 x 33 shared tile (itself wrapped in a view) so both the
//   read and the store are consecutive across a warp.
// Expected what-if: coalesced.
#include <cstdint>

namespace tl {

template <typename T>
struct MatView {
  using index_type = int;
  T *data_;
  index_type rows_;
  index_type cols_;
  index_type ld_;

  __host__ __device__ T &operator()(index_type r, index_type c) { return data_[r * ld_ + c]; }
  __host__ __device__ const T &operator()(index_type r, index_type c) const {
    return data_[r * ld_ + c];
  }
  __host__ __device__ index_type rows() const { return rows_; }
  __host__ __device__ index_type cols() const { return cols_; }
};

constexpr int kTile = 32;
constexpr int kRowsPerPass = 8;

}  // namespace tl

template <typename T>
__global__ void matTransposeView(tl::MatView<const T> in, tl::MatView<T> out) {
  const int c = blockIdx.x * tl::kTile + threadIdx.x;
  const int r0 = blockIdx.y * tl::kTile + threadIdx.y;
#pragma unroll
  for (int k = 0; k < tl::kTile; k += tl::kRowsPerPass) {
    const int r = r0 + k;
    if (r < in.rows() && c < in.cols()) out(c, r) = in(r, c);
  }
}

template <typename T>
__global__ void matTransposeViewTiled(tl::MatView<const T> in, tl::MatView<T> out) {
  __shared__ T smem[tl::kTile][tl::kTile + 1];
  tl::MatView<T> tile{&smem[0][0], tl::kTile, tl::kTile, tl::kTile + 1};
  int c = blockIdx.x * tl::kTile + threadIdx.x;
  int r = blockIdx.y * tl::kTile + threadIdx.y;
#pragma unroll
  for (int k = 0; k < tl::kTile; k += tl::kRowsPerPass)
    if (r + k < in.rows() && c < in.cols()) tile(threadIdx.y + k, threadIdx.x) = in(r + k, c);
  __syncthreads();
  c = blockIdx.y * tl::kTile + threadIdx.x;
  r = blockIdx.x * tl::kTile + threadIdx.y;
#pragma unroll
  for (int k = 0; k < tl::kTile; k += tl::kRowsPerPass)
    if (r + k < out.rows() && c < out.cols()) out(r + k, c) = tile(threadIdx.x, threadIdx.y + k);
}

template __global__ void matTransposeView<float>(tl::MatView<const float>, tl::MatView<float>);
template __global__ void matTransposeViewTiled<float>(tl::MatView<const float>, tl::MatView<float>);
