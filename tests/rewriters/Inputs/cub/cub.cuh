// A stand-in for cub's block and warp collectives, as far as the tests use them: the classes,
// their shared temp storage and the methods with the parameter names of the real headers (the
// real header is used where the golden inputs are compiled with nvcc).
#pragma once

namespace cub {
template <class T, int Threads> class BlockReduce {
public:
  struct TempStorage {
    T Partials[Threads / 32];
  };
  __device__ BlockReduce(TempStorage &temp_storage);
  __device__ T Sum(T input);
  __device__ T Sum(T input, int num_valid);
  template <class ReductionOp> __device__ T Reduce(T input, ReductionOp reduction_op) {
    return reduction_op(input, input);
  }
  template <class ReductionOp>
  __device__ T Reduce(T input, ReductionOp reduction_op, int num_valid) {
    return reduction_op(input, input);
  }

private:
  TempStorage &temp_storage;
};

template <class T> class WarpReduce {
public:
  struct TempStorage {
    T Lanes[32];
  };
  __device__ WarpReduce(TempStorage &temp_storage);
  __device__ T Sum(T input);
  template <class ReductionOp> __device__ T Reduce(T input, ReductionOp reduction_op) {
    return reduction_op(input, input);
  }

private:
  TempStorage &temp_storage;
};

template <class T, int Threads> class BlockScan {
public:
  struct TempStorage {
    T Partials[Threads / 32];
  };
  __device__ BlockScan(TempStorage &temp_storage);
  __device__ void InclusiveSum(T input, T &output);
  __device__ void ExclusiveSum(T input, T &output);
  __device__ void ExclusiveSum(T input, T &output, T &block_aggregate);
  template <class ScanOp> __device__ void InclusiveScan(T input, T &output, ScanOp scan_op) {
    output = scan_op(input, input);
  }
  template <class ScanOp>
  __device__ void ExclusiveScan(T input, T &output, T initial_value, ScanOp scan_op) {
    output = scan_op(initial_value, input);
  }
  template <class ScanOp>
  __device__ void ExclusiveScan(T input, T &output, T initial_value, ScanOp scan_op,
                                T &block_aggregate) {
    output = block_aggregate = scan_op(initial_value, input);
  }

private:
  TempStorage &temp_storage;
};
} // namespace cub
