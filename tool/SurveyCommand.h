// `limiter survey`: what limiter can do on a whole project, kernel by kernel.
#ifndef LIMITER_TOOL_SURVEYCOMMAND_H
#define LIMITER_TOOL_SURVEYCOMMAND_H

#include "limiter/support/WhatIfs.h"

#include <optional>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace limiter {

struct SurveyCommandOptions {
  std::vector<std::string> Files;
  std::optional<std::string> CompileCommandsDir;
  unsigned Jobs = 0;
  std::string JsonOut;
  std::string OutputDir; ///< Keep the bundles here; empty: a temporary directory, removed.
  std::string CudaPath;
  std::string ResourceDir;
  std::string GpuArch = "sm_90";
  double TimeoutSeconds = 600;
  WhatIfSelection WhatIfs; ///< --what-if: the what-ifs each bundle makes; unset: every one.
  std::vector<std::string> CompilerArgs;
  std::string Self; ///< This executable, run for each file and kernel.
};

/// `limiter survey [FILES] [-p BUILD_DIR] [-j N] [--json F] [-o DIR] [--what-if LIST]
/// [-- ARGS]`: every kernel
/// of every translation unit generated and checked, one line each and totals.
void addSurveyCommand(CLI::App &App, SurveyCommandOptions &Options);
int runSurveyCommand(SurveyCommandOptions Options);

} // namespace limiter

#endif
