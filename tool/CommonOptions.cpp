// Command-line options that several commands declare alike.

#include "CommonOptions.h"

#include <CLI/CLI.hpp>

namespace limiter {

void addClangLocationOptions(CLI::App &Cmd, std::string &CudaPath, std::string &ResourceDir,
                             const std::string &CudaPathHelp, const std::string &ResourceDirHelp) {
  Cmd.add_option("--cuda-path", CudaPath, CudaPathHelp);
  Cmd.add_option("--resource-dir", ResourceDir, ResourceDirHelp);
}

namespace {

/// "nobarrier, nobankconflict, ...": the what-ifs a list may name.
std::string joinedWhatIfNames() {
  std::string Out;
  for (const std::string &Name : whatIfNames())
    Out += (Out.empty() ? "" : ", ") + Name;
  return Out;
}

} // namespace

void addWhatIfOption(CLI::App &Cmd, WhatIfSelection &Selection, bool *ByClass, bool *Curves) {
  Cmd.add_option_function<std::string>(
      "--what-if",
      [&Selection, ByClass, Curves](const std::string &Text) {
        std::string Error;
        std::optional<WhatIfSelection> S = parseWhatIfSelection(Text, Error);
        if (!S)
          throw CLI::ValidationError("--what-if", Error);
        Selection = *S;
        if (ByClass)
          *ByClass = Text == "auto";
        if (Curves)
          *Curves = Text != "auto";
      },
      (ByClass  ? std::string("What-ifs, copies of full with one cost removed and timed beside "
                               "it: auto (default: the twins are timed first, then the what-ifs "
                               "their class makes relevant), all, none, or a list of ")
       : Curves ? std::string("What-ifs, copies of full with one cost removed and timed beside "
                              "it: auto (default: every one, the occupancy and elements-per-thread "
                              "curves left out), all (the curves too), none, or a list of (a "
                              "curve with its what-if) ")
                : std::string("What-ifs, copies of full with one cost removed and timed beside "
                              "it: all (default; auto is the same here), none, or a list of ")) +
          joinedWhatIfNames());
}

} // namespace limiter
