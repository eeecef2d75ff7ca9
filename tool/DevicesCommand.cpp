#include "DevicesCommand.h"

#include "DiagnosticPrinter.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <iostream>
#include <nlohmann/json.hpp>

#ifdef LIMITER_HAVE_CUDA
#include "limiter/runtime/Devices.h"
#endif

namespace limiter {

void addDevicesCommand(CLI::App &App, DevicesCommandOptions &Options) {
  CLI::App *Cmd = App.add_subcommand("devices", "List the GPUs limiter can time kernels on.");
  Cmd->add_flag("--json", Options.Json, "Print JSON (schema limiter/devices, version 1)");
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
  printDiagnostics(std::cerr, Diags);
  if (Options.Json) {
    nlohmann::ordered_json Out = {{"schema", "limiter/devices"},
                                  {"version", 1},
                                  {"driver_version", versionText(Query.DriverVersion)},
                                  {"runtime_version", versionText(Query.RuntimeVersion)},
                                  {"devices", nlohmann::ordered_json::array()},
                                  {"diagnostics", limiter::toJson(Diags)}};
    for (const DeviceInfo &D : Query.Devices)
      Out["devices"].push_back(toJson(D));
    std::cout << Out.dump(2) << '\n';
    return toInt(Diags.exitCode());
  }
  if (Diags.hasErrors())
    return toInt(Diags.exitCode());
  std::cout << fmt::format("CUDA driver {}, runtime {}\n", versionText(Query.DriverVersion),
                           versionText(Query.RuntimeVersion));
  for (const DeviceInfo &D : Query.Devices)
    std::cout << fmt::format("  {}: {}  sm_{}{}  {} SMs  {:.1f} GiB  L2 {} MiB  {} KiB smem/SM  "
                             "{}\n",
                             D.Index, D.Name, D.ComputeMajor, D.ComputeMinor, D.MultiprocessorCount,
                             static_cast<double>(D.GlobalMemoryBytes) / (1 << 30),
                             D.L2CacheBytes >> 20, D.SharedMemoryPerMultiprocessor >> 10,
                             D.PciBusId);
  return 0;
}

#else

int runDevicesCommand(const DevicesCommandOptions &) {
  return reportFeatureNotBuilt("the CUDA runtime", "LIMITER_WITH_CUDA",
                               "rebuild with the CUDA toolkit installed");
}

#endif

} // namespace limiter
