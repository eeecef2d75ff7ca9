// The CUDA calls of `limiter run` as owned objects: the driver API fetched at run time, a
// checking macro that throws with the failing call, and RAII owners of device memory, events
// and modules.

#ifndef LIMITER_RUNTIME_MEASURE_DRIVER_H
#define LIMITER_RUNTIME_MEASURE_DRIVER_H

#include <cuda.h>
#include <cuda_runtime.h>

#include <cstddef>
#include <stdexcept>
#include <string>

namespace limiter {

/// A failed CUDA call, with the call and its place.
struct CudaError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// The driver API functions the runner uses, fetched from the runtime at run time
/// (cudaGetDriverEntryPointByVersion) rather than linked: a limiter linked against libcuda
/// would not even start on a machine without the GPU driver, where it must still generate
/// bundles and say "no GPU".
struct Driver {
  decltype(&::cuGetErrorName) GetErrorName = nullptr;
  decltype(&::cuGetErrorString) GetErrorString = nullptr;
  decltype(&::cuModuleLoad) ModuleLoad = nullptr;
  decltype(&::cuModuleUnload) ModuleUnload = nullptr;
  decltype(&::cuModuleGetFunction) ModuleGetFunction = nullptr;
  decltype(&::cuModuleGetGlobal) ModuleGetGlobal = nullptr;
  decltype(&::cuFuncGetAttribute) FuncGetAttribute = nullptr;
  decltype(&::cuFuncSetAttribute) FuncSetAttribute = nullptr;
  decltype(&::cuOccupancyMaxActiveBlocksPerMultiprocessor) Occupancy = nullptr;
  decltype(&::cuMemcpyHtoD) MemcpyHtoD = nullptr;
  decltype(&::cuLaunchKernel) LaunchKernel = nullptr;
  // CUDA 12.4 on; null before: listing a module's functions, to find a kernel in an anonymous
  // namespace, whose entry nvcc names after the path it compiled.
  decltype(&::cuModuleGetFunctionCount) ModuleGetFunctionCount = nullptr;
  decltype(&::cuModuleEnumerateFunctions) ModuleEnumerateFunctions = nullptr;
  decltype(&::cuFuncGetName) FuncGetName = nullptr;

  static const Driver &get();
};

/// Throws CudaError naming Call and Line when Status is not success.
void check(cudaError_t Status, const char *Call, int Line);
void check(CUresult Status, const char *Call, int Line);
#define LIM_CUDA(Call) ::limiter::check((Call), #Call, __LINE__)

/// The driver's name and sentence for Status: "CUDA_ERROR_INVALID_VALUE: invalid argument".
std::string driverErrorText(CUresult Status);

/// The function Entry names in Module: by name, else (a kernel in an anonymous namespace) the
/// one function of the module that is the same entry (sameEntry).
CUresult functionOf(CUfunction *Out, CUmodule Module, const std::string &Entry);

/// Device memory owned by one object; copying is deleted.
class DeviceBuffer {
public:
  DeviceBuffer() = default;
  explicit DeviceBuffer(std::size_t Bytes);
  DeviceBuffer(DeviceBuffer &&O) noexcept : Pointer(O.Pointer), Bytes(O.Bytes) {
    O.Pointer = nullptr;
  }
  DeviceBuffer &operator=(DeviceBuffer &&O) noexcept;
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
  ~DeviceBuffer();
  void *get() const { return Pointer; }
  /// Gives the memory up without freeing it (after a hang, cudaFree would wait forever).
  void release() { Pointer = nullptr; }
  std::size_t size() const { return Bytes; }

private:
  void *Pointer = nullptr;
  std::size_t Bytes = 0;
};

class Event {
public:
  Event();
  Event(const Event &) = delete;
  Event &operator=(const Event &) = delete;
  ~Event();
  cudaEvent_t get() const { return E; }

private:
  cudaEvent_t E = nullptr;
};

/// A loaded module, unloaded with its owner; release() leaves it to the process's exit (after
/// a hang the context can be neither used nor torn down).
class LoadedModule {
public:
  LoadedModule() = default;
  LoadedModule(const LoadedModule &) = delete;
  LoadedModule &operator=(const LoadedModule &) = delete;
  ~LoadedModule();
  /// Loads the cubin at Path in place of what was held.
  void load(const std::string &Path);
  CUmodule get() const { return Module; }
  void release() { Module = nullptr; }

private:
  CUmodule Module = nullptr;
};

} // namespace limiter

#endif
