#ifndef LIMITER_TOOL_PROFILEDIAGNOSTICS_H
#define LIMITER_TOOL_PROFILEDIAGNOSTICS_H

// What `limiter profile` says about a run of the program: each measured launch's heading, and
// the injection library's report turned into diagnostics.

#include "ProfileCommand.h"

#include "limiter/runtime/Profile.h"
#include "limiter/support/Diagnostic.h"

#include <string>
#include <vector>

namespace limiter {

/// "0, 1": GPU ordinals as a list.
std::string ordinals(const std::vector<int> &Devices);

/// The line above a measured launch's table: which launch, where, and its configuration.
std::string launchHeading(const ProfiledLaunch &L, const ProfileReport &Report);

/// The report's problems as diagnostics: the library's own, no launch (with why), launches not
/// measured, executed counts not taken (LIM014).
void diagnoseReport(const ProfileCommandOptions &Options, const ProfilePlan &Plan,
                    const ProfileReport &Report, const std::string &Library, int ProgramExit,
                    DiagnosticList &Diags);

} // namespace limiter

#endif
