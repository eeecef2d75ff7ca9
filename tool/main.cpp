// limiter: finds what limits a CUDA kernel by timing memory-only, store-only and math-only
// twins of it. This file only reads the command line and dispatches; the work is in the
// libraries, which take option structs.

#include "AnalyzeCommand.h"
#include "BatchCommand.h"
#include "Children.h"
#include "DevicesCommand.h"
#include "GenerateCommand.h"
#include "KernelsCommand.h"
#include "ReportCommand.h"
#include "ProfileCommand.h"
#include "RunCommand.h"
#include "SurveyCommand.h"
#include "limiter/support/ExitCode.h"

#include <CLI/CLI.hpp>
#include <exception>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#ifndef LIMITER_VERSION
#define LIMITER_VERSION "unknown"
#endif

namespace {

/// Everything after the first `--` belongs to the compiler, as with clang tools.
std::vector<std::string> splitCompilerArgs(int &Argc, char **Argv) {
  for (int I = 1; I < Argc; ++I) {
    if (std::string(Argv[I]) != "--")
      continue;
    std::vector<std::string> Rest(Argv + I + 1, Argv + Argc);
    Argc = I;
    return Rest;
  }
  return {};
}

/// Every command's options, as the command line fills them.
struct Commands {
  limiter::KernelsCommandOptions Kernels;
  limiter::GenerateCommandOptions Generate;
  limiter::RunCommandOptions Run;
  limiter::AnalyzeCommandOptions Analyze;
  limiter::BatchCommandOptions Batch;
  limiter::BatchCommandOptions Lab;
  limiter::ReportCommandOptions Report;
  limiter::DevicesCommandOptions Devices;
  limiter::SurveyCommandOptions Survey;
  limiter::ProfileCommandOptions Profile;
};

void addCommands(CLI::App &App, Commands &C) {
  using namespace limiter;
  addKernelsCommand(App, C.Kernels);
  addGenerateCommand(App, C.Generate);
  addRunCommand(App, C.Run);
  addAnalyzeCommand(App, C.Analyze);
  addBatchCommand(App, C.Batch);
  addLabCommand(App, C.Lab);
  addReportCommand(App, C.Report);
  addDevicesCommand(App, C.Devices);
  addSurveyCommand(App, C.Survey);
  addProfileCommand(App, C.Profile);
}

/// Runs the command the command line chose, handing the compiler arguments to the commands
/// that take them.
int dispatch(const CLI::App &App, Commands &C, const std::vector<std::string> &CompilerArgs) {
  using namespace limiter;
  if (App.got_subcommand("kernels")) {
    C.Kernels.CompilerArgs = CompilerArgs;
    return runKernelsCommand(C.Kernels);
  }
  if (App.got_subcommand("generate")) {
    C.Generate.CompilerArgs = CompilerArgs;
    return runGenerateCommand(C.Generate);
  }
  if (App.got_subcommand("survey")) {
    C.Survey.CompilerArgs = CompilerArgs;
    std::error_code Ec;
    C.Survey.Self = std::filesystem::read_symlink("/proc/self/exe", Ec).string();
    return runSurveyCommand(C.Survey);
  }
  if (App.got_subcommand("profile")) {
    C.Profile.Program = CompilerArgs; // after `--`: the program and its arguments
    std::error_code Ec;
    C.Profile.Self = std::filesystem::read_symlink("/proc/self/exe", Ec).string();
    return runProfileCommand(C.Profile);
  }
  if (App.got_subcommand("analyze")) {
    C.Analyze.Generate.CompilerArgs = CompilerArgs;
    return runAnalyzeCommand(C.Analyze);
  }
  if (!CompilerArgs.empty()) {
    std::cerr << "limiter: this command takes no compiler arguments after `--`\n";
    return toInt(ExitCode::Usage);
  }
  if (App.got_subcommand("run"))
    return runRunCommand(C.Run);
  if (App.got_subcommand("batch"))
    return runBatchCommand(C.Batch);
  if (App.got_subcommand("lab"))
    return runLabCommand(C.Lab);
  if (App.got_subcommand("report"))
    return runReportCommand(C.Report);
  if (App.got_subcommand("devices"))
    return runDevicesCommand(C.Devices);
  return toInt(ExitCode::Usage);
}

/// The command; main() only adds a last line of defence against exceptions.
int run(int Argc, char **Argv) {
  using namespace limiter;
  std::vector<std::string> CompilerArgs = splitCompilerArgs(Argc, Argv);

  CLI::App App{"limiter: find what limits a CUDA kernel (memory, arithmetic or latency) by "
               "timing memory-only, store-only and math-only twins of it."};
  App.set_version_flag("--version", LIMITER_VERSION);
  App.require_subcommand(1);
  App.footer("Exit codes: 0 ok, 1 internal error, 2 usage, 3 bad input, 4 source does not "
             "compile, 5 build failure, 6 environment, 7 no GPU, 8 variant fault "
             "(docs/diagnostics.md).");
  Commands C;
  addCommands(App, C);

  try {
    App.parse(Argc, Argv);
  } catch (const CLI::ParseError &Error) {
    int Code = App.exit(Error);
    return Code == 0 ? 0 : toInt(ExitCode::Usage);
  }

  try {
    return dispatch(App, C, CompilerArgs);
  } catch (const std::exception &Error) {
    std::cerr << "limiter: internal error: " << Error.what()
              << "\n  hint: this is a bug in limiter; please report it with the command line\n";
    return toInt(ExitCode::InternalError);
  }
}

} // namespace

int main(int Argc, char **Argv) {
  limiter::endWithParent();
  try {
    return run(Argc, Argv);
  } catch (const std::exception &Error) {
    std::cerr << "limiter: internal error: " << Error.what() << '\n';
  } catch (...) {
    std::cerr << "limiter: internal error\n";
  }
  return limiter::toInt(limiter::ExitCode::InternalError);
}
