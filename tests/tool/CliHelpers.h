#ifndef LIMITER_TESTS_TOOL_CLIHELPERS_H
#define LIMITER_TESTS_TOOL_CLIHELPERS_H

#include "limiter/support/Subprocess.h"
#include "limiter/support/WhatIfs.h"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace limiter {

/// Runs the built `limiter` with Args, as a user would, with a limit (two minutes unless said).
/// A manifest's variant that is a what-if (it names the cost it removes): the twins' tests
/// leave it out, it may not apply to a kernel.
inline bool isWhatIf(const nlohmann::json &Variant) { return Variant.contains("what_if"); }

/// A manifest check of a what-if's (named after it): a doubt about its potential, not about
/// the twins.
inline bool isWhatIfCheck(const nlohmann::json &Check) {
  const std::string Name = Check.value("check", std::string());
  for (const std::string &W : whatIfNames())
    if (Name.rfind(W + "-", 0) == 0)
      return true;
  return false;
}

inline SubprocessResult limiter(std::vector<std::string> Args,
                                std::chrono::seconds Limit = std::chrono::seconds(120)) {
  Args.insert(Args.begin(), LIMITER_BINARY);
  SubprocessOptions Options;
  Options.Timeout = Limit;
  return runSubprocess(Args, Options);
}

/// Count experiment configs of the shipped saxpy in Dir (e0.toml, e1.toml, ... with n = 1024,
/// 2048, ...): a batch with several bundles.
inline void writeSaxpyExperiments(const std::filesystem::path &Dir, int Count) {
  std::filesystem::create_directories(Dir);
  for (int I = 0; I < Count; ++I)
    std::ofstream(Dir / ("e" + std::to_string(I) + ".toml"))
        << "source = \"" LIMITER_SOURCE_DIR "/kernels/streaming/saxpy.cu\"\nkernel = \"saxpy\"\n"
        << "[launch]\ngrid = 4\nblock = 256\n[params]\nn = " << 1024 * (I + 1)
        << "\na = 2.0\nx = { elements = \"n\" }\ny = { elements = \"n\" }\n";
}

} // namespace limiter

#endif
