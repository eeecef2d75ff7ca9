// `limiter profile`: a kernel measured in the program that launches it, at its own launches.
#ifndef LIMITER_TOOL_PROFILECOMMAND_H
#define LIMITER_TOOL_PROFILECOMMAND_H

#include "RunCommand.h"

#include <optional>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace limiter {

struct ProfileCommandOptions {
  std::string Bundle;                            ///< A bundle made by `limiter generate`.
  std::string Source;                            ///< Or the kernel's source, generated here.
  std::string Kernel;                            ///< With Source.
  std::optional<std::string> CompileCommandsDir; ///< With Source: -p BUILD_DIR.
  std::string OutputDir = "limiter-profile";
  unsigned LaunchSkip = 0;
  unsigned LaunchCount = 1;
  bool CheckpointDeviceOnly = false; ///< No host memory for the checkpoint.
  /// The occupancy and elements-per-thread curves besides their what-ifs: --what-if all or a
  /// list naming them; not under auto, the default (each curve is up to a dozen launches more).
  bool Curves = false;
  RunCommandOptions Run;             ///< The measuring options `limiter run` has.
  std::vector<std::string> Program;  ///< After `--`: the program and its arguments.
  std::string Self;                  ///< This executable, to find the injection library.
};

/// `limiter profile (--bundle DIR | --source FILE --kernel K) -- ./app args`: runs the program
/// with the injection library, which measures the variants at the chosen launches of the
/// kernel with the program's own arguments and data; prints and writes one result per launch.
void addProfileCommand(CLI::App &App, ProfileCommandOptions &Options);
int runProfileCommand(const ProfileCommandOptions &Options);

} // namespace limiter

#endif
