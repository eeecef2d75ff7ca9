#ifndef LIMITER_TESTS_TOOL_CLIHELPERS_H
#define LIMITER_TESTS_TOOL_CLIHELPERS_H

#include "limiter/support/Subprocess.h"

#include <string>
#include <vector>

namespace limiter {

/// Runs the built `limiter` with Args, as a user would, with a two-minute limit.
inline SubprocessResult limiter(std::vector<std::string> Args) {
  Args.insert(Args.begin(), LIMITER_BINARY);
  SubprocessOptions Options;
  Options.Timeout = std::chrono::seconds(120);
  return runSubprocess(Args, Options);
}

} // namespace limiter

#endif
