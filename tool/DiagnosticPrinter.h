// Diagnostics printed for people (as compilers do) and as JSON, and LIM011 for a part this build
// left out.
#ifndef LIMITER_TOOL_DIAGNOSTICPRINTER_H
#define LIMITER_TOOL_DIAGNOSTICPRINTER_H

#include "limiter/support/Diagnostic.h"

#include <nlohmann/json.hpp>
#include <ostream>

namespace limiter {

/// "fd3d.cu:12:3: error: no kernel named 'fwd' in fd3d.cu [LIM004]" and its hint and notes,
/// in the layout compilers use so that editors can jump to the place.
void printDiagnostic(std::ostream &OS, const Diagnostic &D);
void printDiagnostics(std::ostream &OS, const DiagnosticList &Diags);

/// LIM011 for a command that needs a part this build left out; returns the exit code.
int reportFeatureNotBuilt(const std::string &Part, const std::string &Option,
                          const std::string &Hint);

nlohmann::ordered_json toJson(const Diagnostic &D);
nlohmann::ordered_json toJson(const DiagnosticList &Diags);

} // namespace limiter

#endif
