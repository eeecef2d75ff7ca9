// The GPUs visible to this process and what the runtime needs of each (occupancy limits, L2
// size), with the driver and runtime versions.

#ifndef LIMITER_RUNTIME_DEVICES_H
#define LIMITER_RUNTIME_DEVICES_H

#include <cstddef>
#include <string>
#include <vector>

namespace limiter {

/// What the runtime needs to know of a GPU to match occupancy and size the L2 flush.
struct DeviceInfo {
  int Index = 0;
  std::string Name;
  std::string PciBusId;
  std::string Uuid; ///< "GPU-...", as nvidia-smi -L prints it.
  int ComputeMajor = 0;
  int ComputeMinor = 0;
  int MultiprocessorCount = 0;
  std::size_t GlobalMemoryBytes = 0;
  int L2CacheBytes = 0;
  std::size_t SharedMemoryPerMultiprocessor = 0;
  std::size_t SharedMemoryPerBlockOptin = 0;
  int RegistersPerMultiprocessor = 0;
  int MaxThreadsPerMultiprocessor = 0;
  int MaxBlocksPerMultiprocessor = 0;
  int MemoryBusWidthBits = 0;
};

struct DeviceQuery {
  std::vector<DeviceInfo> Devices;
  /// Empty when the query worked (with or without devices); else the CUDA runtime's reason.
  std::string Error;
  int DriverVersion = 0;
  int RuntimeVersion = 0;
};

/// Lists the GPUs visible to this process (CUDA_VISIBLE_DEVICES applies).
DeviceQuery queryDevices();

} // namespace limiter

#endif
