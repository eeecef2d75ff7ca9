#include "RunCommand.h"

#include "DiagnosticPrinter.h"
#include "limiter/runtime/Results.h"
#include "limiter/runtime/Verdict.h"
#include "limiter/support/ExitCode.h"
#include "limiter/support/Files.h"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <iostream>

#ifdef LIMITER_HAVE_CUDA
#include "limiter/runtime/Runner.h"
#endif

namespace limiter {

void addRunOptions(CLI::App &Cmd, RunCommandOptions &Options) {
  Cmd.add_option("--device", Options.Device, "GPU index")->capture_default_str();
  Cmd.add_flag("--hot", Options.Hot, "Do not flush the L2 before each sample");
  Cmd.add_option("--rsd", Options.TargetPercent,
                 "Target relative standard deviation of the samples, in percent")
      ->capture_default_str();
  Cmd.add_option("--budget", Options.BudgetSeconds, "Sampling time limit in seconds")
      ->capture_default_str();
  Cmd.add_option("--min-samples", Options.MinSamples, "At least this many samples")
      ->capture_default_str();
  Cmd.add_option("--threshold", Options.Thresholds,
                 "Verdict threshold NAME=VALUE (close, latency-margin, floor, low-throughput)");
  Cmd.add_flag("--json", Options.Json, "Print results.json instead of the table");
}

void addRunCommand(CLI::App &App, RunCommandOptions &Options) {
  CLI::App *Cmd = App.add_subcommand(
      "run", "Time every variant of a bundle on the GPU (interleaved, cold L2, buffers restored, "
             "equal occupancy) and say what limits the kernel.");
  Cmd->add_option("BUNDLE", Options.Bundle, "Bundle directory (limiter generate --config)")
      ->required();
  Cmd->add_option("-o,--output", Options.OutputDir,
                  "Where results.json, results.csv and results.md go (default: the bundle)");
  addRunOptions(*Cmd, Options);
}

#ifdef LIMITER_HAVE_CUDA

int runRunCommand(const RunCommandOptions &Options) {
  DiagnosticList Diags;
  RunOptions Run;
  Run.BundleDir = Options.Bundle;
  Run.Device = Options.Device;
  Run.Hot = Options.Hot;
  Run.TargetRelStdDev = Options.TargetPercent / 100;
  Run.BudgetSeconds = Options.BudgetSeconds;
  Run.MinSamples = Options.MinSamples;
  for (const std::string &T : Options.Thresholds) {
    std::string Error;
    if (!setThreshold(Run.Thresholds, T, Error)) {
      std::cerr << "limiter run: " << Error << '\n';
      return toInt(ExitCode::Usage);
    }
  }
  std::optional<RunResults> Results = runBundle(Run, Diags);
  printDiagnostics(std::cerr, Diags);
  if (!Results)
    return toInt(Diags.exitCode() == ExitCode::Ok ? ExitCode::InternalError : Diags.exitCode());
  std::filesystem::path Out = Options.OutputDir.empty() ? Options.Bundle : Options.OutputDir;
  std::filesystem::create_directories(Out);
  std::string Error;
  for (const auto &[Name, Text] :
       {std::pair{"results.json", toJson(*Results)}, std::pair{"results.csv", toCsv(*Results)},
        std::pair{"results.md", toMarkdown(*Results)}})
    if (!writeFileAtomically((Out / Name).string(), Text, Error)) {
      std::cerr << "limiter run: cannot write " << (Out / Name).string() << ": " << Error << '\n';
      return toInt(ExitCode::BadInput);
    }
  std::cout << (Options.Json ? toJson(*Results) : toTerminalTable(*Results));
  for (const VariantRow &R : Results->Variants)
    if (R.Status == "faulted")
      return toInt(ExitCode::VariantFault);
  return 0;
}

#else

int runRunCommand(const RunCommandOptions &) {
  return reportFeatureNotBuilt("the CUDA runtime", "LIMITER_WITH_CUDA",
                               "rebuild with the CUDA toolkit installed");
}

#endif

} // namespace limiter
