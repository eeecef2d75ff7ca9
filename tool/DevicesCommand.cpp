// `limiter devices`: the GPUs this process sees and their measured ceilings (copy bandwidth, FMA
// rate), as text or JSON.

#include "DevicesCommand.h"

#include "DiagnosticPrinter.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <iostream>
#include <nlohmann/json.hpp>

#ifdef LIMITER_HAVE_CUDA
#include "limiter/runtime/Calibrate.h"
#include "limiter/runtime/Devices.h"
#endif

namespace limiter {

void addDevicesCommand(CLI::App &App, DevicesCommandOptions &Options) {
  CLI::App *Cmd = App.add_subcommand("devices", "List the GPUs limiter can time kernels on.");
  Cmd->add_flag("--json", Options.Json, "Print JSON (schema limiter/devices, version 1)");
  Cmd->add_flag("--calibrate", Options.Calibrate,
                "Measure each GPU's copy bandwidth and fp32 FMA rate now and cache them (limiter "
                "run does it once per device by itself)");
}

#ifdef LIMITER_HAVE_CUDA

namespace {

std::string versionText(int Version) {
  return fmt::format("{}.{}", Version / 1000, (Version % 1000) / 10);
}

nlohmann::ordered_json toJson(const DeviceInfo &D) {
  return {{"index", D.Index},
          {"name", D.Name},
          {"pci_bus_id", D.PciBusId},
          {"compute_capability", fmt::format("{}.{}", D.ComputeMajor, D.ComputeMinor)},
          {"multiprocessors", D.MultiprocessorCount},
          {"global_memory_bytes", D.GlobalMemoryBytes},
          {"l2_cache_bytes", D.L2CacheBytes},
          {"shared_memory_per_multiprocessor", D.SharedMemoryPerMultiprocessor},
          {"shared_memory_per_block_optin", D.SharedMemoryPerBlockOptin},
          {"registers_per_multiprocessor", D.RegistersPerMultiprocessor},
          {"max_threads_per_multiprocessor", D.MaxThreadsPerMultiprocessor},
          {"max_blocks_per_multiprocessor", D.MaxBlocksPerMultiprocessor},
          {"memory_bus_width_bits", D.MemoryBusWidthBits}};
}

nlohmann::ordered_json toJson(const std::optional<Calibration> &C) {
  if (!C)
    return nullptr;
  return {{"copy_bandwidth_bytes_per_s", C->CopyBandwidth},
          {"copy_rel_std_dev", C->CopyRelStdDev},
          {"fma_flop_per_s", C->FmaThroughput},
          {"fma_rel_std_dev", C->FmaRelStdDev},
          {"measured_at", C->MeasuredAt}};
}

/// The ceilings: measured now with --calibrate, else whatever the cache holds.
std::vector<std::optional<Calibration>> ceilingsOf(const DeviceQuery &Query, bool Calibrate,
                                                   DiagnosticList &Diags) {
  std::vector<std::optional<Calibration>> Ceilings;
  for (const DeviceInfo &D : Query.Devices) {
    std::string Error;
    std::optional<Calibration> C;
    if (Calibrate) {
      C = calibrateDevice({D.Index, true, calibrationCacheDir()}, Error);
      if (!C)
        Diags.error(DiagId::CudaRuntimeError, {},
                    "cannot calibrate GPU " + std::to_string(D.Index) + ": " + Error,
                    "check the device with nvidia-smi");
    } else {
      C = loadCalibration(calibrationCacheDir(), D.Uuid, Query.DriverVersion);
    }
    Ceilings.push_back(C);
  }
  return Ceilings;
}

/// The devices as a person reads them, one line each and one for its ceilings.
void printDevices(const DeviceQuery &Query,
                  const std::vector<std::optional<Calibration>> &Ceilings) {
  std::cout << fmt::format("CUDA driver {}, runtime {}\n", versionText(Query.DriverVersion),
                           versionText(Query.RuntimeVersion));
  for (std::size_t I = 0; I < Query.Devices.size(); ++I) {
    const DeviceInfo &D = Query.Devices[I];
    std::cout << fmt::format("  {}: {}  sm_{}{}  {} SMs  {:.1f} GiB  L2 {} MiB  {} KiB smem/SM  "
                             "{}\n",
                             D.Index, D.Name, D.ComputeMajor, D.ComputeMinor, D.MultiprocessorCount,
                             static_cast<double>(D.GlobalMemoryBytes) / (1 << 30),
                             D.L2CacheBytes >> 20, D.SharedMemoryPerMultiprocessor >> 10,
                             D.PciBusId);
    if (const std::optional<Calibration> &C = Ceilings[I])
      std::cout << fmt::format("     copy {:.0f} GB/s (spread {:.2f}%), fp32 FMA {:.1f} TFLOP/s "
                               "(spread {:.2f}%), measured {}\n",
                               C->CopyBandwidth / 1e9, C->CopyRelStdDev * 100,
                               C->FmaThroughput / 1e12, C->FmaRelStdDev * 100, C->MeasuredAt);
    else
      std::cout << "     not calibrated yet (`limiter devices --calibrate`, or any `limiter "
                   "run`)\n";
  }
}

} // namespace

int runDevicesCommand(const DevicesCommandOptions &Options) {
  DeviceQuery Query = queryDevices();
  DiagnosticList Diags;
  if (!Query.Error.empty() || Query.Devices.empty())
    Diags.error(DiagId::NoGpu, {},
                "no CUDA-capable GPU is visible" +
                    (Query.Error.empty() ? std::string() : " (" + Query.Error + ")"),
                "run on a machine with an NVIDIA GPU and its driver (check nvidia-smi and "
                "CUDA_VISIBLE_DEVICES); `limiter kernels` and bundle generation need no GPU");
  std::vector<std::optional<Calibration>> Ceilings = ceilingsOf(Query, Options.Calibrate, Diags);
  printDiagnostics(std::cerr, Diags);
  if (Options.Json) {
    nlohmann::ordered_json Out = {{"schema", "limiter/devices"},
                                  {"version", 1},
                                  {"driver_version", versionText(Query.DriverVersion)},
                                  {"runtime_version", versionText(Query.RuntimeVersion)},
                                  {"devices", nlohmann::ordered_json::array()},
                                  {"diagnostics", limiter::toJson(Diags)}};
    for (std::size_t I = 0; I < Query.Devices.size(); ++I) {
      Out["devices"].push_back(toJson(Query.Devices[I]));
      Out["devices"].back()["calibration"] = toJson(Ceilings[I]);
    }
    std::cout << Out.dump(2) << '\n';
    return toInt(Diags.exitCode());
  }
  if (Diags.hasErrors())
    return toInt(Diags.exitCode());
  printDevices(Query, Ceilings);
  return toInt(Diags.exitCode());
}

#else

int runDevicesCommand(const DevicesCommandOptions &) {
  return reportFeatureNotBuilt("the CUDA runtime", "LIMITER_WITH_CUDA",
                               "rebuild with the CUDA toolkit installed");
}

#endif

} // namespace limiter
