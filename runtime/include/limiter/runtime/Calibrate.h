// The device's ceilings for `limiter run`: the calibration read from the cache, or measured on
// the GPU (a copy and fp32 FMA chains) and cached.

#ifndef LIMITER_RUNTIME_CALIBRATE_H
#define LIMITER_RUNTIME_CALIBRATE_H

#include "limiter/runtime/Calibration.h"

#include <optional>
#include <string>

namespace limiter {

struct CalibrateOptions {
  int Device = 0;
  bool Refresh = false; ///< Measure even when the cache has this device.
  std::string CacheDir = calibrationCacheDir();
};

/// The device's ceilings: from the cache when it holds this device under this driver, else
/// measured now (about a second: a copy over a buffer many times the L2, and fp32 FMA chains
/// on every lane) and cached. Measured says which. nullopt with Error when a CUDA call fails;
/// a cache that cannot be written is not an error (the next run measures again).
std::optional<Calibration> calibrateDevice(const CalibrateOptions &Options, std::string &Error,
                                           bool *Measured = nullptr);

} // namespace limiter

#endif
