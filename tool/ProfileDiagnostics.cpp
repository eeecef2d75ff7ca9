// What `limiter profile` says about a run of the program: the heading of each measured launch,
// and the report's problems as diagnostics (no launch, launches not measured, no counts).

#include "ProfileDiagnostics.h"

#include "limiter/support/ExitCode.h"

#include <cstdlib>
#include <cxxabi.h>
#include <sstream>

namespace limiter {
namespace {

/// A mangled name as C++ reads it, or itself when it is not one.
std::string demangled(const std::string &Entry) {
  int Status = 0;
  char *Text = abi::__cxa_demangle(Entry.c_str(), nullptr, nullptr, &Status);
  std::string Out = Status == 0 && Text ? Text : Entry;
  std::free(Text);
  return Out;
}

} // namespace

std::string ordinals(const std::vector<int> &Devices) {
  std::string Out;
  for (int D : Devices)
    Out += (Out.empty() ? "" : ", ") + std::to_string(D);
  return Out;
}

/// The line above a measured launch's table: which launch, where, and its configuration.
std::string launchHeading(const ProfiledLaunch &L, const ProfileReport &Report) {
  std::ostringstream Out;
  Out << "launch " << L.Index << " on GPU " << L.DeviceOrdinal
      << (L.Device.empty() ? "" : " (" + L.Device + ")");
  if (Report.Contexts > 1)
    Out << ", context " << L.Context << " of " << Report.Contexts;
  Out << " (grid " << L.Grid[0] << "x" << L.Grid[1] << "x" << L.Grid[2] << ", block " << L.Block[0]
      << "x" << L.Block[1] << "x" << L.Block[2] << ", " << L.DynamicSharedBytes
      << " B dynamic shared):\n";
  return Out.str();
}

namespace {

/// Why nothing was measured when the report has no launch.
void diagnoseNoLaunch(const ProfileCommandOptions &Options, const ProfilePlan &Plan,
                      const ProfileReport &Report, int ProgramExit, DiagnosticList &Diags) {
  const std::string Program = Options.Program.front();
  const std::string Exit = "the program exited " + std::to_string(ProgramExit);
  if (Report.LaunchesSeen == 0 && !Report.OtherEntries.empty()) {
    std::string Others, Ours;
    for (const auto &[Entry, Count] : Report.OtherEntries)
      Others += (Others.empty() ? "" : "; ") + demangled(Entry) + " (" + Entry + ", " +
                std::to_string(Count) + " time(s))";
    for (const ProfileTarget &T : Plan.Targets)
      Ours += (Ours.empty() ? "" : "; ") + demangled(T.ProgramEntry) + " (" + T.ProgramEntry + ")";
    Diags.error(DiagId::KernelSourceMismatch, {Program},
                "the program never launched the bundle's " + Plan.Kernel + " [" + Ours +
                    "], but launched a kernel of that name with other parameters or template "
                    "arguments [" +
                    Others +
                    "]: the program and the bundle come from different versions of "
                    "the source (" +
                    Exit + ")",
                "regenerate the bundle from the source the program was built from, or rebuild "
                "the program");
    return;
  }
  if (Report.LaunchesSeen == 0 && (Report.CapturedLaunches || Report.GraphLaunches)) {
    Diags.error(DiagId::LaunchNotSupported, {Program},
                "the program launched " + Plan.Kernel + " only through CUDA graphs (" +
                    std::to_string(Report.CapturedLaunches) + " launch(es) captured, " +
                    std::to_string(Report.GraphLaunches) +
                    " graph launch(es)); limiter does not replay a graph's kernels, and left "
                    "the program alone (" +
                    Exit + ")",
                "profile a run of the program that launches the kernel outside a graph");
    return;
  }
  Diags.error(DiagId::KernelNotLaunched, {Program},
              "the program launched " + Plan.Kernel + " " + std::to_string(Report.LaunchesSeen) +
                  " time(s)" +
                  (Report.LaunchesSeen
                       ? ", not more than --launch-skip " + std::to_string(Plan.LaunchSkip)
                       : std::string()) +
                  "; nothing was measured (" + Exit + ")" +
                  (Report.GraphLaunches || Report.CapturedLaunches
                       ? "; it also captured " + std::to_string(Report.CapturedLaunches) +
                             " launch(es) of it into CUDA graphs and launched " +
                             std::to_string(Report.GraphLaunches) +
                             " graph(s), whose kernels limiter does not replay"
                       : std::string()),
              "check --kernel and the program's arguments; rebuild the program and the bundle "
              "from the same source");
}

/// Executed counts asked for and not taken at a measured launch (LIM014, a warning: the
/// verdict then rests on static shares), and counts the GPU's profiler cannot give (also a
/// warning: the checks on them are left out).
void diagnoseCounts(const ProfileCommandOptions &Options, const ProfilePlan &Plan,
                    const ProfiledLaunch &L, DiagnosticList &Diags) {
  if (!Plan.Counts)
    return;
  std::string Where = "launch " + std::to_string(L.Index) + " of " + Plan.Kernel;
  if (!L.CountProblem.empty())
    Diags.warning(DiagId::CountsUnavailable, {Options.Program.front()},
                  "no executed counts at " + Where + ": " + L.CountProblem,
                  L.CountProblem.find("PRIVILEGES") != std::string::npos
                      ? "give this user access to the GPU's performance counters "
                        "(NVreg_RestrictProfilingToAdminUsers=0), or pass --no-counts"
                      : "count them with `limiter run` (Nsight Compute) on a config of the "
                        "kernel, or pass --no-counts");
  else if (!L.CountsMissing.empty()) {
    std::string Keys;
    for (const std::string &K : L.CountsMissing)
      Keys += (Keys.empty() ? "" : ", ") + K;
    Diags.warning(DiagId::CountsUnavailable, {Options.Program.front()},
                  "at " + Where + " the GPU's profiler cannot count " + Keys +
                      ": the executed checks on them are left out",
                  "count them with `limiter run` (Nsight Compute) on a config of the kernel");
  }
}

} // namespace

/// The report's problems as diagnostics: the library's own, no launch, launches not measured.
void diagnoseReport(const ProfileCommandOptions &Options, const ProfilePlan &Plan,
                    const ProfileReport &Report, const std::string &Library, int ProgramExit,
                    DiagnosticList &Diags) {
  for (const std::string &P : Report.Problems)
    Diags.error(DiagId::InjectionNotLoaded, {Library}, P, "");
  if (Report.Launches.empty())
    diagnoseNoLaunch(Options, Plan, Report, ProgramExit, Diags);
  for (const ProfiledLaunch &L : Report.Launches) {
    if (L.Problem.empty()) {
      diagnoseCounts(Options, Plan, L, Diags);
      continue;
    }
    std::string What = "launch " + std::to_string(L.Index) + " of " + Plan.Kernel +
                       " was not measured: " + L.Problem + "; the program ran on unchanged";
    if (L.ProblemKind == "checkpoint")
      Diags.error(DiagId::CheckpointFailed, {Options.Program.front()}, What,
                  "free device memory for the checkpoint (or, without "
                  "--checkpoint-device-only, host memory), or profile a smaller run");
    else if (L.ProblemKind == "unsupported")
      Diags.error(DiagId::LaunchNotSupported, {Options.Program.front()}, What,
                  "profile another launch (--launch-skip) or launch the kernel with "
                  "cudaLaunchKernel or <<<...>>>");
    else
      Diags.error(DiagId::LaunchNotMeasured, {Options.Program.front()}, What, "");
  }
}

} // namespace limiter
