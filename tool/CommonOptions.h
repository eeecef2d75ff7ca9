// Command-line options that several commands declare alike.
#ifndef LIMITER_TOOL_COMMONOPTIONS_H
#define LIMITER_TOOL_COMMONOPTIONS_H

#include "limiter/support/WhatIfs.h"

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

/// --what-if LIST|auto|all|none: which what-ifs (copies of full with one cost removed) are made
/// or timed; a name limiter does not know is a usage error that lists the known ones. ByClass,
/// where the command times them after the twins (run, analyze, batch), is set to whether the
/// choice is "auto", the default: the what-ifs the twins' class makes relevant. Curves, where
/// the command would otherwise time the occupancy and elements-per-thread curves with every
/// run (profile), is set to whether they are asked for: all or a list, not auto (the default).
void addWhatIfOption(CLI::App &Cmd, WhatIfSelection &Selection, bool *ByClass = nullptr,
                     bool *Curves = nullptr);

} // namespace limiter

#endif
