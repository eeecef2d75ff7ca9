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
                 "Verdict threshold NAME=VALUE (close, latency-margin, floor, low-throughput, "
                 "inseparable)");
  Cmd.add_flag("--json", Options.Json, "Print results.json instead of the table");
  Cmd.add_option("--kernel-timeout", Options.KernelTimeoutSeconds,
                 "Seconds after which a launch that has not finished counts as hung")
      ->capture_default_str();
  Cmd.add_flag("!--no-isolate", Options.Isolate,
               "Do not launch each variant in a child process first (a variant that faults "
               "may then spoil the measurement of the others)");
  Cmd.add_flag("--counts,!--no-counts", Options.Counts,
               "Count what each variant executes with Nsight Compute (ncu): global load and "
               "store requests, each kind of arithmetic (fp32, fp64, fp16/bf16, integer, "
               "special functions), all instructions, DRAM bytes; and check the variants "
               "against the full kernel on them (default: on; --no-counts skips it)");
  Cmd.add_flag("!--no-register-cap", Options.CapRegisters,
               "Do not compile a variant that needs more registers than the full kernel with "
               "-maxrregcount to run it at the same occupancy (flag it NOT MATCHED instead)");
  Cmd.add_flag("--recalibrate", Options.Recalibrate,
               "Measure the device's copy bandwidth and FMA rate again instead of using the "
               "cached values");
}

bool writeResultFiles(const RunResults &R, const std::string &Dir, const std::string &Command) {
  std::error_code Ec;
  std::filesystem::create_directories(Dir, Ec);
  std::string Error;
  for (const auto &[Name, Text] :
       {std::pair{"results.json", toJson(R)}, std::pair{"results.csv", toCsv(R)},
        std::pair{"results.md", toMarkdown(R)}}) {
    std::string Path = (std::filesystem::path(Dir) / Name).string();
    if (!writeFileAtomically(Path, Text, Error)) {
      std::cerr << "limiter " << Command << ": cannot write " << Path << ": " << Error << '\n';
      return false;
    }
  }
  return true;
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
  // The child side of the isolation; not for users.
  Cmd->add_flag("--probe", Options.Probe)->group("");
  Cmd->add_option("--skip-variants", Options.SkipVariants)->group("");
}

#ifdef LIMITER_HAVE_CUDA

namespace {

/// `limiter run BUNDLE --probe ...`: this executable as the child that sets the bundle up as
/// the parent does (device, L2, register cap) and launches each variant but Skip once.
std::function<std::vector<std::string>(const std::vector<std::string> &, double)>
probeCommandOf(const RunCommandOptions &Options) {
  std::error_code Ec;
  std::string Self = std::filesystem::read_symlink("/proc/self/exe", Ec).string();
  if (Self.empty())
    return {};
  return [Self, Options](const std::vector<std::string> &Skip, double KernelTimeout) {
    std::vector<std::string> Argv = {Self,
                                     "run",
                                     Options.Bundle,
                                     "--probe",
                                     "--device",
                                     std::to_string(Options.Device),
                                     "--kernel-timeout",
                                     std::to_string(KernelTimeout)};
    std::string Joined;
    for (const std::string &Name : Skip)
      Joined += (Joined.empty() ? "" : ",") + Name;
    if (!Joined.empty())
      Argv.insert(Argv.end(), {"--skip-variants", Joined});
    if (Options.Hot)
      Argv.push_back("--hot");
    if (!Options.CapRegisters)
      Argv.push_back("--no-register-cap");
    return Argv;
  };
}

} // namespace

int runRunCommand(const RunCommandOptions &Options, const ExperimentConfig *Config) {
  DiagnosticList Diags;
  RunOptions Run;
  Run.BundleDir = Options.Bundle;
  Run.Config = Config;
  Run.Device = Options.Device;
  Run.Hot = Options.Hot;
  Run.TargetRelStdDev = Options.TargetPercent / 100;
  Run.BudgetSeconds = Options.BudgetSeconds;
  Run.MinSamples = Options.MinSamples;
  Run.KernelTimeoutSeconds = Options.KernelTimeoutSeconds;
  Run.Recalibrate = Options.Recalibrate;
  Run.ExecutedCounts = Options.Counts;
  Run.CapRegisters = Options.CapRegisters;
  Run.Isolate = Options.Isolate;
  if (!Options.Probe)
    Run.ProbeCommand = probeCommandOf(Options);
  for (std::size_t Start = 0; Start < Options.SkipVariants.size();) {
    std::size_t Comma = Options.SkipVariants.find(',', Start);
    Run.SkipVariants.push_back(Options.SkipVariants.substr(Start, Comma - Start));
    Start = Comma == std::string::npos ? Comma : Comma + 1;
  }
  if (Options.Probe) {
    int Exit = probeBundle(Run, Diags);
    printDiagnostics(std::cerr, Diags);
    return Exit;
  }
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
  if (!writeResultFiles(*Results, Options.OutputDir.empty() ? Options.Bundle : Options.OutputDir,
                        "run"))
    return toInt(ExitCode::BadInput);
  std::cout << (Options.Json ? toJson(*Results) : toTerminalTable(*Results));
  std::cout.flush();
  bool Faulted = false, Hung = false;
  for (const VariantRow &R : Results->Variants) {
    Faulted |= R.Status == "faulted" || R.Status == "timed-out";
    Hung |= R.Status == "timed-out" && R.Note.find("separate process") == std::string::npos;
  }
  if (Hung) // A kernel of this process never finished: its context cannot be torn down.
    std::_Exit(toInt(ExitCode::VariantFault));
  return toInt(Faulted ? ExitCode::VariantFault : ExitCode::Ok);
}

#else

int runRunCommand(const RunCommandOptions &, const ExperimentConfig *) {
  return reportFeatureNotBuilt("the CUDA runtime", "LIMITER_WITH_CUDA",
                               "rebuild with the CUDA toolkit installed");
}

#endif

} // namespace limiter
