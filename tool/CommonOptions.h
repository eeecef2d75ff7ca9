// Command-line options that several commands declare alike.
#ifndef LIMITER_TOOL_COMMONOPTIONS_H
#define LIMITER_TOOL_COMMONOPTIONS_H

#include <string>

namespace CLI {
class App;
}

namespace limiter {

/// --cuda-path and --resource-dir, for the commands that parse CUDA sources: where the parser
/// finds the CUDA installation and Clang's resource directory. A command may give its own help.
void addClangLocationOptions(CLI::App &Cmd, std::string &CudaPath, std::string &ResourceDir,
                             const std::string &CudaPathHelp = "CUDA installation",
                             const std::string &ResourceDirHelp = "Clang resource directory");

} // namespace limiter

#endif
