// What one GPU can do at best (copy bandwidth, fp32 FMA throughput), and its cache:
// calibration-<uuid>.json per device, as JSON both ways.

#ifndef LIMITER_RUNTIME_CALIBRATION_H
#define LIMITER_RUNTIME_CALIBRATION_H

#include <optional>
#include <string>

namespace limiter {

/// What one GPU can do at best, measured once and cached: the ceilings the verdict compares a
/// kernel's achieved bandwidth and arithmetic rate with.
struct Calibration {
  static constexpr int SchemaVersion = 1;
  std::string Device; ///< The device's name.
  std::string Uuid;   ///< "GPU-8f3c...": the cache key.
  int DriverVersion = 0;
  /// Bytes per second read plus written by the best of a device-to-device copy and a vector
  /// copy kernel over a buffer many times the L2.
  double CopyBandwidth = 0;
  double CopyRelStdDev = 0;
  /// FLOP per second of independent fp32 FMA chains on every lane of every multiprocessor
  /// (an FMA counts 2).
  double FmaThroughput = 0;
  double FmaRelStdDev = 0;
  unsigned Samples = 0;   ///< Per measurement.
  std::string MeasuredAt; ///< UTC, ISO 8601.
};

/// "GPU-8f3c2b1a-...": the 16 bytes of a device UUID as nvidia-smi -L prints them.
std::string formatGpuUuid(const char Bytes[16]);

/// The cache directory: $LIMITER_CACHE_DIR, else $XDG_CACHE_HOME/limiter, else
/// $HOME/.cache/limiter; empty when none of them is set.
std::string calibrationCacheDir();

/// calibration-<uuid>.json text (schema "limiter/calibration", version 1) and back.
std::string toJson(const Calibration &C);
std::optional<Calibration> calibrationFromJson(const std::string &Text, std::string &Error);

/// The cached calibration of the device with Uuid, when there is one measured under the same
/// driver version (a new driver may change the clocks); nullopt otherwise.
std::optional<Calibration> loadCalibration(const std::string &Dir, const std::string &Uuid,
                                           int DriverVersion);
/// Writes it to Dir atomically (the directory is created); false with Error otherwise.
bool storeCalibration(const std::string &Dir, const Calibration &C, std::string &Error);

} // namespace limiter

#endif
