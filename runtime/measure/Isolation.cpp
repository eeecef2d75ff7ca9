// The isolation phase of a run: every variant launched once in a child process first, so that
// one that faults (a sticky error spoils its context) or hangs is found there, and the others
// are timed in a clean context in this one.

#include "measure/Session.h"

#include "limiter/support/Subprocess.h"

#include <chrono>
#include <sstream>

namespace limiter {
namespace {

/// Reads one child's lines ("begin V", "ok V", "faulted V: why", "timed-out V: why") into
/// Failed; the variant it was in when it died, if any, is returned.
std::string readProbeLines(const std::string &Stdout, Failures &Failed, bool &NewFailure) {
  std::istringstream Lines(Stdout);
  std::string Line, InFlight;
  while (std::getline(Lines, Line)) {
    std::istringstream Words(Line);
    std::string Word, Name;
    Words >> Word >> Name;
    if (!Name.empty() && Name.back() == ':')
      Name.pop_back();
    std::string Why;
    std::getline(Words >> std::ws, Why);
    if (Word == "begin")
      InFlight = Name;
    else if (Word == "ok")
      InFlight.clear();
    else if (Word == "faulted" || Word == "timed-out") {
      Failed[Name] = {Word == "faulted" ? Outcome::Faulted : Outcome::TimedOut, Why};
      InFlight.clear();
      NewFailure = true;
    }
  }
  return InFlight;
}

} // namespace

Failures probeInChildren(const RunOptions &Options) {
  Failures Failed;
  while (true) {
    std::vector<std::string> Skip;
    for (const auto &[Name, Why] : Failed)
      Skip.push_back(Name);
    SubprocessOptions Sub;
    Sub.Timeout = std::chrono::seconds(600) +
                  std::chrono::seconds(static_cast<long>(6 * Options.KernelTimeoutSeconds));
    SubprocessResult R =
        runSubprocess(Options.ProbeCommand(Skip, Options.KernelTimeoutSeconds), Sub);
    bool NewFailure = false;
    std::string InFlight = readProbeLines(R.Stdout, Failed, NewFailure);
    if (!InFlight.empty()) { // The child died or was killed during this variant.
      Failed[InFlight] = {R.TimedOut ? Outcome::TimedOut : Outcome::Faulted,
                          R.TimedOut ? "the probe process did not finish"
                                     : "the probe process died (signal " +
                                           std::to_string(R.Signal) + ")"};
      NewFailure = true;
    }
    if (R.ExitStatus == 0 || !NewFailure)
      return Failed;
  }
}

} // namespace limiter
