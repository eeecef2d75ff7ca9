// Command-line options that several commands declare alike.

#include "CommonOptions.h"

#include <CLI/CLI.hpp>

namespace limiter {

void addClangLocationOptions(CLI::App &Cmd, std::string &CudaPath, std::string &ResourceDir,
                             const std::string &CudaPathHelp, const std::string &ResourceDirHelp) {
  Cmd.add_option("--cuda-path", CudaPath, CudaPathHelp);
  Cmd.add_option("--resource-dir", ResourceDir, ResourceDirHelp);
}

} // namespace limiter
