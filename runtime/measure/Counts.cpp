// The count phase of a run: what each variant executes, counted by Nsight Compute in a probe
// child, and kept in the bundle for the next run with the same module, config and device.

#include "measure/Session.h"

#include "limiter/runtime/ExecutedCounts.h"
#include "limiter/support/Files.h"
#include "limiter/support/JsonFields.h"
#include "limiter/support/Subprocess.h"

#include <algorithm>
#include <chrono>
#include <nlohmann/json.hpp>

namespace limiter {
namespace {

using Counts = std::map<std::string, std::map<std::string, double>>;

/// Each healthy variant launched once in a probe child under ncu; its counts by variant.
/// LIM014 (a warning) when ncu is missing or fails.
Counts executedCounts(const RunOptions &Options, DiagnosticList &Diags, const Failures &Failed,
                      bool OwnBlockSizeCopy, double &CountSeconds) {
  std::string Ncu = findNcu(Options.Ncu);
  auto Unavailable = [&](const std::string &Why) {
    Diags.warning(DiagId::CountsUnavailable, {Options.BundleDir}, "no executed counts: " + Why,
                  "put ncu on PATH and give this user access to the GPU's performance "
                  "counters, or pass --no-counts");
  };
  if (Ncu.empty() || !Options.ProbeCommand) {
    Unavailable(Ncu.empty() ? "Nsight Compute (ncu) was not found"
                            : "the command of the probe process is not known");
    return {};
  }
  std::vector<std::string> Skip;
  for (const auto &[Name, Why] : Failed)
    Skip.push_back(Name);
  // ncu tells launches apart by their kernel's name: the occupancy, elements-per-thread and
  // block-size what-ifs and their curves' points ("occupancy@2") launch full's own kernel (some
  // from other modules), whose counts would be added to full's. They are not counted. The
  // block-size copy of a kernel that reads its block's index is an entry of its own: counted,
  // and held to full's requests and math like the other rewritten what-ifs.
  Skip.insert(Skip.end(), {"occupancy", "occupancy@", "perthread", "perthread@"});
  if (!OwnBlockSizeCopy)
    Skip.push_back("blocksize");
  std::vector<std::string> Argv = {Ncu,    "--csv",     "--print-units",
                                   "base", "--metrics", executedCountMetricList()};
  // Under ncu each launch is replayed once per pass: a longer deadline.
  std::vector<std::string> Probe = Options.ProbeCommand(Skip, Options.KernelTimeoutSeconds * 20);
  Argv.insert(Argv.end(), Probe.begin(), Probe.end());
  SubprocessOptions Sub;
  Sub.Timeout = std::chrono::seconds(1200);
  auto Begin = std::chrono::steady_clock::now();
  SubprocessResult R = runSubprocess(Argv, Sub);
  CountSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - Begin).count();
  Counts Out = parseNcuCounts(R.Stdout);
  if (Out.empty()) {
    std::string Why = R.StartError.empty() ? R.Stderr + R.Stdout : R.StartError;
    std::size_t Error = Why.find("==ERROR==");
    Unavailable("ncu gave no counts" +
                (Error != std::string::npos
                     ? ": " + Why.substr(Error, Why.find('\n', Error) - Error)
                     : std::string()));
  }
  return Out;
}

/// The parameters set on the command line (or by a balance choice): they change the launch.
std::string setValuesText(const RunOptions &Options) {
  std::string Out;
  for (const auto &[Name, Value] : Options.ParamValues)
    Out += "|" + Name + "=" + std::to_string(Value);
  return Out;
}

} // namespace

// Executed counts depend on the module, the config's launch and data, the device and the run
// options the probe child takes, not on timing: they are measured once and kept in the bundle
// under a hash of those, then reused.
Counts cachedExecutedCounts(const RunContext &Run, const Failures &Failed,
                            const std::string &DeviceName, double &CountSeconds) {
  const RunOptions &Options = Run.Options;
  std::string Error;
  std::string Key =
      contentHash(readFile(Options.BundleDir + "/variants.cu", Error).value_or("") +
                  Run.Config.Text + DeviceName + "|" + executedCountMetricList() + "|" +
                  (Options.Hot ? "hot" : "cold") + (Options.CapRegisters ? "|cap" : "|nocap") +
                  "|" + whatIfSelectionText(Options.WhatIfs) + setValuesText(Options));
  std::string Cache = Options.BundleDir + "/executed-counts.json";
  if (std::optional<std::string> Text = readFile(Cache, Error); Text && Failed.empty()) {
    nlohmann::json J = nlohmann::json::parse(*Text, nullptr, false);
    try {
      if (JsonFieldReader::isString(J, "key", Key.c_str()) && J["counts"].is_object())
        return J["counts"].get<Counts>();
    } catch (const nlohmann::json::exception &) {
      // Not the cache limiter writes: measured again and written over.
    }
  }
  const bool OwnBlockSizeCopy =
      std::any_of(Run.Manifest.Variants.begin(), Run.Manifest.Variants.end(),
                  [](const ManifestVariant &V) { return V.Name == "blocksize"; });
  Counts Measured = executedCounts(Options, Run.Diags, Failed, OwnBlockSizeCopy, CountSeconds);
  if (!Measured.empty() && Failed.empty())
    writeFileAtomically(Cache, nlohmann::json({{"key", Key}, {"counts", Measured}}).dump(2) + "\n",
                        Error); // A cache: failing to write it costs only time.
  return Measured;
}

} // namespace limiter
