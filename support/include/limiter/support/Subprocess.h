// Running programs without a shell, captured (with a timeout or cancel flag) or in the
// foreground, and killing those still running when limiter ends.

#ifndef LIMITER_SUPPORT_SUBPROCESS_H
#define LIMITER_SUPPORT_SUBPROCESS_H

#include <atomic>
#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace limiter {

struct SubprocessResult {
  /// The exit status when the process exited; -1 when it could not start, was signalled or
  /// timed out.
  int ExitStatus = -1;
  int Signal = 0;
  bool TimedOut = false;
  bool Cancelled = false; ///< Killed because SubprocessOptions::Cancel was set.
  std::string StartError; ///< Set when the process could not be started.
  std::string Stdout;
  std::string Stderr;

  bool succeeded() const { return ExitStatus == 0; }
};

struct SubprocessOptions {
  std::optional<std::chrono::milliseconds> Timeout;
  std::string WorkingDirectory; ///< Empty: inherit.
  std::vector<std::string>
      ExtraEnvironment; ///< "NAME=value": set (or replaced) in its environment.
  /// When set, checked every 100 ms: once true, the process (and its group) is killed.
  const std::atomic<bool> *Cancel = nullptr;
};

/// Runs Argv[0] (looked up on PATH) with the given argument vector, never through a shell, and
/// captures its standard output and error.
SubprocessResult runSubprocess(const std::vector<std::string> &Argv,
                               const SubprocessOptions &Options = {});

/// Runs Argv[0] with this process's standard input, output and error and process group (a
/// program the user runs through limiter, whose output is theirs), ExtraEnvironment added,
/// and waits for it; never through a shell. Its output is not captured.
SubprocessResult runInForeground(const std::vector<std::string> &Argv,
                                 const std::vector<std::string> &ExtraEnvironment = {});

/// Kills (SIGKILL) the process group of every subprocess runSubprocess is running, each with
/// what it started (nvcc's cicc and ptxas). Async-signal-safe: for a handler of a signal that
/// ends this process, so that nothing it started outlives it.
void killRunningSubprocesses();

/// The absolute path of Program found on PATH, or empty.
std::string findOnPath(const std::string &Program);

} // namespace limiter

#endif
