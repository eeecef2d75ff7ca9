// Child `limiter` processes: they end with their parent, Ctrl-C and SIGTERM are caught for the
// batch, and a failed child's first problem is read from its stderr.

#include "Children.h"

#include <csignal>
#include <cstdlib>
#include <sys/prctl.h>
#include <unistd.h>

namespace limiter {

namespace {
constexpr const char *ParentVariable = "LIMITER_PARENT_PID";
/// What a child gets when its parent ends (PR_SET_PDEATHSIG).
constexpr int ParentEndedSignal = SIGUSR2;

std::atomic<bool> Interrupted{false};

extern "C" void onInterrupt(int) { Interrupted = true; }

/// The parent ended: so does this child, and nothing it started (nvcc and its cicc and ptxas
/// run in process groups of their own, which a kill of the parent's group does not reach).
extern "C" void onParentEnded(int Signal) {
  killRunningSubprocesses();
  std::_Exit(128 + Signal);
}
} // namespace

const std::atomic<bool> &catchInterrupts() {
  static const bool Installed = [] {
    struct sigaction Action {};
    Action.sa_handler = onInterrupt;
    sigemptyset(&Action.sa_mask);
    sigaction(SIGINT, &Action, nullptr);
    sigaction(SIGTERM, &Action, nullptr);
    return true;
  }();
  (void)Installed;
  return Interrupted;
}

SubprocessOptions childOptions(const std::atomic<bool> *Cancel) {
  SubprocessOptions Options;
  Options.Cancel = Cancel;
  Options.ExtraEnvironment.push_back(std::string(ParentVariable) + "=" +
                                     std::to_string(::getpid()));
  return Options;
}

void endWithParent() {
  const char *Value = std::getenv(ParentVariable);
  if (!Value)
    return;
  long Parent = std::strtol(Value, nullptr, 10);
  ::unsetenv(ParentVariable); // not for the compilers this process starts
  if (Parent <= 0)
    return;
  // A signal this process handles (not SIGKILL), so that it ends what it started before it
  // ends; one of its own (not SIGTERM, which a batch catches as an interrupt).
  struct sigaction Action {};
  Action.sa_handler = onParentEnded;
  sigemptyset(&Action.sa_mask);
  sigaction(ParentEndedSignal, &Action, nullptr);
  ::prctl(PR_SET_PDEATHSIG, ParentEndedSignal);
  // The parent may have ended before the request: then the child was adopted already.
  if (::getppid() != static_cast<pid_t>(Parent))
    std::_Exit(128 + ParentEndedSignal);
}

std::string firstProblem(const SubprocessResult &R) {
  if (!R.StartError.empty())
    return R.StartError;
  if (R.Cancelled)
    return "interrupted";
  if (R.TimedOut)
    return "did not finish in time";
  std::string First;
  std::size_t Start = 0;
  while (Start < R.Stderr.size()) {
    std::size_t End = R.Stderr.find('\n', Start);
    std::string Line = R.Stderr.substr(Start, End - Start);
    Start = End == std::string::npos ? R.Stderr.size() : End + 1;
    if (First.empty() && !Line.empty())
      First = Line;
    std::size_t Id = Line.find("[LIM");
    if (Id != std::string::npos && Line.find("error") != std::string::npos)
      return Line.substr(Id + 1, 6) + ": " + Line.substr(0, Id - 1);
  }
  if (First.empty())
    First = R.Signal ? "killed by signal " + std::to_string(R.Signal)
                     : "exit " + std::to_string(R.ExitStatus);
  return First;
}

} // namespace limiter
