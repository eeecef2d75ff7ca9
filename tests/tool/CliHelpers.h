#ifndef LIMITER_TESTS_TOOL_CLIHELPERS_H
#define LIMITER_TESTS_TOOL_CLIHELPERS_H

#include "limiter/support/Subprocess.h"

#include <chrono>
#include <string>
#include <vector>

namespace limiter {

/// Runs the built `limiter` with Args, as a user would, with a limit (two minutes unless said).
inline SubprocessResult limiter(std::vector<std::string> Args,
                                std::chrono::seconds Limit = std::chrono::seconds(120)) {
  Args.insert(Args.begin(), LIMITER_BINARY);
  SubprocessOptions Options;
  Options.Timeout = Limit;
  return runSubprocess(Args, Options);
}

} // namespace limiter

#endif
