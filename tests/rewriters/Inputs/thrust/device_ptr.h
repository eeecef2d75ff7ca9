// A stand-in for thrust/device_ptr.h, as far as the tests use it (the real header is used where
// the golden inputs are compiled with nvcc): a pointer wrapper whose index operator returns a
// reference object that loads through its conversion.
#pragma once

namespace thrust {

template <typename T> class device_reference {
public:
  __host__ __device__ explicit device_reference(T *Where) : Where(Where) {}
  __host__ __device__ operator T() const { return *Where; }

private:
  T *Where;
};

template <typename T> class device_ptr {
public:
  __host__ __device__ explicit device_ptr(T *Raw) : Raw(Raw) {}
  __host__ __device__ device_reference<T> operator[](long I) const {
    return device_reference<T>(Raw + I);
  }
  __host__ __device__ T *get() const { return Raw; }

private:
  T *Raw;
};

} // namespace thrust
