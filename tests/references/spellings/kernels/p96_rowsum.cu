// ATen-style row reduction through a strided accessor (c10-like, no headers).
#include <cstdint>
#include <cuda_runtime.h>

#define ATEN_LAUNCH_BOUNDS_1(max_threads) __launch_bounds__(max_threads)

namespace atp {

template <typename T>
struct Strided2D {
  T* data;
  int64_t stride0;
  int64_t stride1;
  __host__ __device__ Strided2D(T* d, int64_t s0, int64_t s1) : data(d), stride0(s0), stride1(s1) {}
  __host__ __device__ T& operator()(int64_t r, int64_t c) const { return data[r * stride0 + c * stride1]; }
};

template <typename acc_t>
struct SumOps {
  __host__ __device__ static acc_t identity() { return acc_t(0); }
  __host__ __device__ static acc_t combine(acc_t a, acc_t b) { return a + b; }
};

}  // namespace atp

// slow: input is row-major [rows, cols]; one thread walks one row -> lanes 4*cols bytes apart
template <typename scalar_t, typename acc_t>
__global__ void ATEN_LAUNCH_BOUNDS_1(256)
atenRowSumRowMajor(const scalar_t* __restrict__ in, scalar_t* __restrict__ out, int64_t rows, int64_t cols) {
  const int64_t row = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (row >= rows) return;
  atp::Strided2D<const scalar_t> a(in, cols, 1);
  acc_t acc = atp::SumOps<acc_t>::identity();
  for (int64_t c = 0; c < cols; ++c) {
    acc = atp::SumOps<acc_t>::combine(acc, static_cast<acc_t>(a(row, c)));
  }
  out[row] = static_cast<scalar_t>(acc);
}

// fix: same reduction over the column-major (transposed) copy -> lanes read consecutive words
template <typename scalar_t, typename acc_t>
__global__ void ATEN_LAUNCH_BOUNDS_1(256)
atenRowSumColMajor(const scalar_t* __restrict__ in, scalar_t* __restrict__ out, int64_t rows, int64_t cols) {
  const int64_t row = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (row >= rows) return;
  atp::Strided2D<const scalar_t> a(in, 1, rows);
  acc_t acc = atp::SumOps<acc_t>::identity();
  for (int64_t c = 0; c < cols; ++c) {
    acc = atp::SumOps<acc_t>::combine(acc, static_cast<acc_t>(a(row, c)));
  }
  out[row] = static_cast<scalar_t>(acc);
}

template __global__ void atenRowSumRowMajor<float, float>(const float*, float*, int64_t, int64_t);
template __global__ void atenRowSumColMajor<float, float>(const float*, float*, int64_t, int64_t);
