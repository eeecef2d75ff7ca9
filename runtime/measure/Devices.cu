// The GPUs visible to this process, read from the CUDA runtime.

#include "limiter/runtime/Devices.h"

#include "limiter/runtime/Calibration.h"

#include <cuda_runtime.h>

namespace limiter {
namespace {

/// A device attribute, or 0 where this device or runtime does not report it.
int attribute(cudaDeviceAttr Attr, int Device) {
  int Value = 0;
  if (cudaDeviceGetAttribute(&Value, Attr, Device) != cudaSuccess) {
    cudaGetLastError(); // Clear the non-sticky error so that later calls are not blamed.
    return 0;
  }
  return Value;
}

} // namespace

DeviceQuery queryDevices() {
  DeviceQuery Query;
  cudaRuntimeGetVersion(&Query.RuntimeVersion);
  cudaDriverGetVersion(&Query.DriverVersion);
  int Count = 0;
  cudaError_t Status = cudaGetDeviceCount(&Count);
  if (Status != cudaSuccess) {
    Query.Error = std::string(cudaGetErrorName(Status)) + ": " + cudaGetErrorString(Status);
    cudaGetLastError();
    return Query;
  }
  for (int D = 0; D < Count; ++D) {
    cudaDeviceProp Prop{};
    if (cudaGetDeviceProperties(&Prop, D) != cudaSuccess) {
      cudaGetLastError();
      continue;
    }
    DeviceInfo Info;
    Info.Index = D;
    Info.Name = Prop.name;
    char Bus[32] = {};
    if (cudaDeviceGetPCIBusId(Bus, sizeof(Bus), D) == cudaSuccess)
      Info.PciBusId = Bus;
    Info.Uuid = formatGpuUuid(Prop.uuid.bytes);
    Info.ComputeMajor = Prop.major;
    Info.ComputeMinor = Prop.minor;
    Info.MultiprocessorCount = Prop.multiProcessorCount;
    Info.GlobalMemoryBytes = Prop.totalGlobalMem;
    Info.L2CacheBytes = Prop.l2CacheSize;
    Info.SharedMemoryPerMultiprocessor = Prop.sharedMemPerMultiprocessor;
    Info.SharedMemoryPerBlockOptin = Prop.sharedMemPerBlockOptin;
    Info.RegistersPerMultiprocessor = Prop.regsPerMultiprocessor;
    Info.MaxThreadsPerMultiprocessor = Prop.maxThreadsPerMultiProcessor;
    Info.MaxBlocksPerMultiprocessor = attribute(cudaDevAttrMaxBlocksPerMultiprocessor, D);
    Info.MemoryBusWidthBits = attribute(cudaDevAttrGlobalMemoryBusWidth, D);
    Query.Devices.push_back(std::move(Info));
  }
  return Query;
}

} // namespace limiter
