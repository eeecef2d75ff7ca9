// What generate does when nvcc rejects variants.cu: a what-if's copy that does not compile (a
// rewriter bug) is left out, said, and the twins are built without it, rather than the whole
// bundle failing; the messages nvcc gave are kept, their errors first.

#ifndef LIMITER_REWRITERS_BUNDLE_BROKENWHATIFS_H
#define LIMITER_REWRITERS_BUNDLE_BROKENWHATIFS_H

#include "limiter/rewriters/Variants.h"
#include "limiter/support/Diagnostic.h"

#include <string>
#include <vector>

namespace limiter {

/// nvcc's output cut to what says what failed: each line that reports an error, with the
/// lines that follow it up to the next message (the offending source line, an instantiation's
/// context; not the notes on candidates, nor warnings), at most Limit characters; the start of
/// Output where it names no error.
std::string nvccErrors(const std::string &Output, std::size_t Limit = 4000);

/// The source lines nvcc quotes under its errors (the line above each caret that points into
/// it), trimmed; lines of fewer than six characters besides blanks (`}`, `x;`) are left out,
/// as they could be anyone's.
std::vector<std::string> quotedLines(const std::string &Errors);

/// Leaves out the what-ifs of Variants that nvcc's errors in Output blame (their functions
/// named in them, or, for an error in a helper's clone, every source line nvcc quotes found
/// in some what-if's copy and in no twin's nor the project's own files), or every what-if still
/// made where they name none; a warning (LIM013) in Diags about Bundle says which, with nvcc's
/// errors. False where the errors name a twin (or the kernel's full copy), or no what-if is left to
/// drop: the twins themselves do not compile.
bool dropBrokenWhatIfs(VariantSet &Variants, const std::string &Output, const std::string &Bundle,
                       DiagnosticList &Diags);

} // namespace limiter

#endif
