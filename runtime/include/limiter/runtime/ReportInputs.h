// The inputs of `limiter report`: a results.json file, or the experiments of a `limiter
// batch` output directory.

#ifndef LIMITER_RUNTIME_REPORTINPUTS_H
#define LIMITER_RUNTIME_REPORTINPUTS_H

#include "limiter/runtime/Report.h"
#include "limiter/support/Diagnostic.h"

#include <optional>
#include <string>
#include <vector>

namespace limiter {

/// The results in one results.json, or LIM001 at Path with the reader's reason.
std::optional<RunResults> readResultsFile(const std::string &Path, DiagnosticList &Diags);

/// The experiments of a `limiter batch` output directory (its batch.json, schema limiter/batch),
/// appended to Sections in the batch's order and sections, each with its results or why there
/// are none; Title and Intro from the batch. False with LIM001 at batch.json when it is not a
/// batch summary; a results file that cannot be read is LIM001 at that file.
bool readBatchSummary(const std::string &Dir, std::vector<ReportSection> &Sections,
                      std::string &Title, std::string &Intro, DiagnosticList &Diags);

} // namespace limiter

#endif
