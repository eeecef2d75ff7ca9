// `limiter kernels`: list the kernels of a CUDA file.
#ifndef LIMITER_TOOL_KERNELSCOMMAND_H
#define LIMITER_TOOL_KERNELSCOMMAND_H

#include <optional>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace limiter {

struct KernelsCommandOptions {
  std::string File;
  std::string Kernel;
  bool Json = false;
  std::optional<std::string> CompileCommandsDir;
  std::string CudaPath;
  std::string ResourceDir;
  std::vector<std::string> CompilerArgs; ///< After `--`.
};

/// Registers `limiter kernels` and returns the options it fills.
void addKernelsCommand(CLI::App &App, KernelsCommandOptions &Options);

/// Runs it; returns the process exit code.
int runKernelsCommand(const KernelsCommandOptions &Options);

} // namespace limiter

#endif
