// `limiter run BUNDLE`: the variants timed on the GPU and the verdict; the measuring flags that
// analyze, batch and profile share, spelled again for the child processes that measure.

#include "RunCommand.h"

#include "CommonOptions.h"
#include "DiagnosticPrinter.h"
#include "limiter/runtime/Results.h"
#include "limiter/runtime/Runner.h"
#include "limiter/runtime/Verdict.h"
#include "limiter/support/ExitCode.h"
#include "limiter/support/Files.h"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <sstream>

namespace limiter {

namespace {

/// A number as the command line gives it back: "0.5", not "0.500000".
std::string numberText(double V) {
  std::ostringstream Out;
  Out << std::setprecision(12) << V;
  return Out.str();
}

} // namespace

void addSamplingOptions(CLI::App &Cmd, RunCommandOptions &Options) {
  RunOptions &M = Options.Measure;
  Cmd.add_flag("--hot", M.Hot, "Do not flush the L2 before each sample");
  Cmd.add_option_function<double>(
         "--rsd", [&M](double Percent) { M.TargetRelStdDev = Percent / 100; },
         "Target relative standard deviation of the samples, in percent")
      ->default_str(numberText(M.TargetRelStdDev * 100));
  Cmd.add_option("--budget", M.BudgetSeconds, "Sampling time limit in seconds")
      ->capture_default_str();
  Cmd.add_option("--min-samples", M.MinSamples, "At least this many samples")
      ->capture_default_str();
  Cmd.add_option_function<std::vector<std::string>>(
      "--threshold",
      [&Options](const std::vector<std::string> &Settings) {
        for (const std::string &T : Settings) {
          std::string Error;
          if (!setThreshold(Options.Measure.Thresholds, T, Error))
            throw CLI::ValidationError("--threshold", Error);
          Options.Thresholds.push_back(T);
        }
      },
      "Verdict threshold NAME=VALUE (close, latency-margin, floor, low-throughput, "
      "inseparable)");
  Cmd.add_flag("--json", Options.Json, "Print results.json instead of the table");
}

void addRunOptions(CLI::App &Cmd, RunCommandOptions &Options) {
  RunOptions &M = Options.Measure;
  Cmd.add_option("--device", M.Device, "GPU index")->capture_default_str();
  addSamplingOptions(Cmd, Options);
  Cmd.add_option("--kernel-timeout", M.KernelTimeoutSeconds,
                 "Seconds after which a launch that has not finished counts as hung")
      ->capture_default_str();
  Cmd.add_flag("!--no-isolate", M.Isolate,
               "Do not launch each variant in a child process first (a variant that faults "
               "may then spoil the measurement of the others)");
  Cmd.add_flag("--counts,!--no-counts", M.ExecutedCounts,
               "Count what each variant executes with Nsight Compute (ncu): global load and "
               "store requests, each kind of arithmetic (fp32, fp64, fp16/bf16, integer, "
               "special functions), all instructions, DRAM bytes; and check the variants "
               "against the full kernel on them (default: on; --no-counts skips it)");
  Cmd.add_flag("!--no-register-cap", M.CapRegisters,
               "Do not compile a variant that needs more registers than the full kernel with "
               "-maxrregcount to run it at the same occupancy (flag it NOT MATCHED instead)");
  addWhatIfOption(Cmd, M.WhatIfs, &M.WhatIfsByClass);
  Cmd.add_flag("--recalibrate", M.Recalibrate,
               "Measure the device's copy bandwidth and FMA rate again instead of using the "
               "cached values");
}

void addSetOption(CLI::App &Cmd, RunOptions &Measure) {
  Cmd.add_option("--set", "NAME=VALUE: an integer scalar parameter of the config set to VALUE "
                          "instead (a balance parameter is then not chosen on the GPU)")
      ->type_name("NAME=VALUE")
      ->each([&Measure](const std::string &Given) {
        std::size_t Eq = Given.find('=');
        long long Value = 0;
        std::size_t Used = 0;
        try {
          if (Eq != std::string::npos && Eq > 0)
            Value = std::stoll(Given.substr(Eq + 1), &Used);
        } catch (const std::exception &) {
          Used = 0;
        }
        if (Eq == std::string::npos || Eq == 0 || Used == 0 || Eq + 1 + Used != Given.size())
          throw CLI::ValidationError("'" + Given + "' is not NAME=INTEGER");
        Measure.ParamValues[Given.substr(0, Eq)] = Value;
      });
}

std::vector<std::string> runArguments(const RunOptions &M,
                                      const std::vector<std::string> &Thresholds) {
  std::vector<std::string> Args = {"--budget",
                                   numberText(M.BudgetSeconds),
                                   "--rsd",
                                   numberText(M.TargetRelStdDev * 100),
                                   "--min-samples",
                                   std::to_string(M.MinSamples),
                                   "--kernel-timeout",
                                   numberText(M.KernelTimeoutSeconds)};
  if (M.Hot)
    Args.push_back("--hot");
  if (!M.Isolate)
    Args.push_back("--no-isolate");
  if (M.Recalibrate)
    Args.push_back("--recalibrate");
  if (!M.ExecutedCounts)
    Args.push_back("--no-counts");
  if (!M.CapRegisters)
    Args.push_back("--no-register-cap");
  if (M.WhatIfs || !M.WhatIfsByClass)
    Args.insert(Args.end(), {"--what-if", whatIfSelectionText(M.WhatIfs)});
  for (const std::string &T : Thresholds)
    Args.insert(Args.end(), {"--threshold", T});
  for (const auto &[Name, Value] : M.ParamValues)
    Args.insert(Args.end(), {"--set", Name + "=" + std::to_string(Value)});
  return Args;
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
  Cmd->add_option("BUNDLE", Options.Measure.BundleDir,
                  "Bundle directory (limiter generate --config)")
      ->required();
  Cmd->add_option("-o,--output", Options.OutputDir,
                  "Where results.json, results.csv and results.md go (default: the bundle)");
  addRunOptions(*Cmd, Options);
  addSetOption(*Cmd, Options.Measure);
  // The child side of the isolation; not for users.
  Cmd->add_flag("--probe", Options.Probe)->group("");
  Cmd->add_option("--skip-variants", Options.Measure.SkipVariants)->delimiter(',')->group("");
}

#ifdef LIMITER_HAVE_CUDA

namespace {

/// `limiter run BUNDLE --probe ...`: this executable as the child that sets the bundle up as
/// the parent does (device, L2, register cap) and launches each variant but Skip once.
std::function<std::vector<std::string>(const std::vector<std::string> &, double)>
probeCommandOf(const RunOptions &Measure) {
  std::error_code Ec;
  std::string Self = std::filesystem::read_symlink("/proc/self/exe", Ec).string();
  if (Self.empty())
    return {};
  return [Self, Measure](const std::vector<std::string> &Skip, double KernelTimeout) {
    RunOptions Child = Measure;
    Child.KernelTimeoutSeconds = KernelTimeout;
    std::vector<std::string> Argv = {Self,       "run",     Measure.BundleDir,
                                     "--probe",  "--device", std::to_string(Measure.Device)};
    std::vector<std::string> Flags = runArguments(Child, {});
    Argv.insert(Argv.end(), Flags.begin(), Flags.end());
    std::string Joined;
    for (const std::string &Name : Skip)
      Joined += (Joined.empty() ? "" : ",") + Name;
    if (!Joined.empty())
      Argv.insert(Argv.end(), {"--skip-variants", Joined});
    return Argv;
  };
}

} // namespace

int runRunCommand(const RunCommandOptions &Options, const ExperimentConfig *Config) {
  DiagnosticList Diags;
  RunOptions Run = Options.Measure;
  Run.Config = Config;
  if (Options.Probe) {
    int Exit = probeBundle(Run, Diags);
    printDiagnostics(std::cerr, Diags);
    return Exit;
  }
  Run.ProbeCommand = probeCommandOf(Run);
  std::optional<RunResults> Results = runBundle(Run, Diags);
  printDiagnostics(std::cerr, Diags);
  if (!Results)
    return toInt(Diags.exitCode() == ExitCode::Ok ? ExitCode::InternalError : Diags.exitCode());
  if (!writeResultFiles(*Results, Options.OutputDir.empty() ? Run.BundleDir : Options.OutputDir,
                        "run"))
    return toInt(ExitCode::BadInput);
  std::cout << (Options.Json ? toJson(*Results) : toTerminalTable(*Results));
  std::cout.flush();
  bool Faulted = false, Hung = false;
  for (const VariantRow &R : Results->Variants) {
    // A what-if that faults (racy on purpose) is a what-if not measured, not a failed run.
    Faulted |= (R.Status == "faulted" || R.Status == "timed-out") && R.WhatIf.empty();
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
