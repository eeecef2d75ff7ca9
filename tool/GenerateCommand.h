// `limiter generate`: a kernel's experiment bundle, for this command and those that go on with it
// (analyze, profile, batch).
#ifndef LIMITER_TOOL_GENERATECOMMAND_H
#define LIMITER_TOOL_GENERATECOMMAND_H

#include "limiter/support/BundleInputs.h"
#include "limiter/support/ExperimentConfig.h"
#include "limiter/support/WhatIfs.h"

#include <optional>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace limiter {

struct GenerateCommandOptions {
  std::string File;
  std::string Config;
  std::string Kernel;
  std::string OutputDir;
  std::optional<std::string> CompileCommandsDir;
  std::string CudaPath;
  std::string ResourceDir;
  std::string GpuArch = "sm_90";
  bool NoCompile = false;
  std::vector<std::string> CompilerArgs;
  WhatIfSelection WhatIfs; ///< --what-if: the what-ifs made; unset: every one.
};

/// `limiter generate FILE --kernel K [-o DIR] [-- ARGS]`: writes an experiment bundle.
void addGenerateCommand(CLI::App &App, GenerateCommandOptions &Options);
int runGenerateCommand(const GenerateCommandOptions &Options);

/// What `limiter generate` does, for the commands that go on with the bundle: prints what it
/// wrote and its diagnostics, sets BundleDir, and returns the exit code (0 when written).
/// Config is the options' --config as the caller loaded it (null without one).
int generateBundleForCommand(const GenerateCommandOptions &Options, const ExperimentConfig *Config,
                             std::string &BundleDir);

/// What the options ask to generate, for requestKey (Config's source and kernel where the
/// options name none, and its text).
BundleRequest bundleRequestFor(const GenerateCommandOptions &Options,
                               const ExperimentConfig *Config);

} // namespace limiter

#endif
