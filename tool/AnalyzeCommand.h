// `limiter analyze`: generate a kernel's bundle and time it in one step.
#ifndef LIMITER_TOOL_ANALYZECOMMAND_H
#define LIMITER_TOOL_ANALYZECOMMAND_H

#include "GenerateCommand.h"
#include "RunCommand.h"

#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace limiter {

struct AnalyzeCommandOptions {
  GenerateCommandOptions Generate; ///< File, kernel, config, bundle directory, parse options.
  RunCommandOptions Run;           ///< How to measure and report.
  std::vector<std::string> ExperimentDirs; ///< Empty: defaultExperimentDirs(File).
  bool Regenerate = false; ///< Even when the bundle in the output directory is current.
};

/// `limiter analyze FILE [--kernel K] [--config C]`: finds the experiment config, generates
/// the bundle, times it and reports, in one command.
void addAnalyzeCommand(CLI::App &App, AnalyzeCommandOptions &Options);
int runAnalyzeCommand(AnalyzeCommandOptions Options);

} // namespace limiter

#endif
