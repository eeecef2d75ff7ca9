// Whether two compilations of one kernel differ per source line only as unrolling makes them
// differ: the per-line method of the static fidelity checks, made to weigh counts, not only
// the kinds of instruction a line holds.

#ifndef LIMITER_REWRITERS_UNROLLEDALIKE_H
#define LIMITER_REWRITERS_UNROLLEDALIKE_H

#include "limiter/support/PtxStats.h"

#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace limiter {

/// Source lines of a loop or a helper's body, or the kernel's own body (Exact): outside its
/// loops, a line of the kernel runs once per thread in every variant.
struct UnrollSpan {
  unsigned First = 0, Last = 0;
  bool Exact = false;
};
/// By the PTX file index of countPtxEntryLines' locations ("1" for "1:31"), or by the file's
/// path where the lines are keyed so (linesByPath).
using UnrollSpans = std::map<std::string, std::vector<UnrollSpan>>;

/// Per source line, the classes of instructions Wanted selects that it holds (line 0, code of
/// no one line, left out).
std::map<std::string, std::set<std::string>>
classesByLine(const LineCounts &Lines, const std::function<bool(const std::string &)> &Wanted);

/// Whether A's lines hold the kinds Wanted selects that B's do, and the other way. Line 0 is
/// code of no line of its own (the variant support's, where the compiler moves a load into the
/// inlined fold it feeds; a load hoisted out of a loop): where one has more of a kind there
/// than the other, that kind may be missing from a line of the one and be on a line of the
/// other. (Only more: a store both have on line 0 does not excuse one missing from its line.)
bool sameKindsOnLines(const LineCounts &A, const LineCounts &B,
                      const std::function<bool(const std::string &)> &Wanted);

/// Lines keyed by their file's path in place of the module's file index (Files: ptxFiles),
/// so that the counts of two modules, whose indices may differ, can be compared.
LineCounts linesByPath(const LineCounts &Lines, const std::map<std::string, std::string> &Files);

/// Whether A's and B's counts of the kinds Wanted selects differ only where unrolling can make
/// them differ: on the kernel's own lines outside its loops, where a line runs once per thread,
/// the counts of each kind must be equal (what the compiler filed under no line, line 0, may
/// make up a difference, kind by kind). Within loops and inlined helpers the compiler unrolls,
/// rotates and moves code across lines and out of loops (cuda-samples' recursiveGaussian: a
/// loop's first load merged with the one before it), so there only the kinds per line are
/// compared, by the caller, and executed counts decide. With no spans known, true. Why says
/// what breaks it, by Name where given ("the kernel's lines outside loops (main.cu:5, ...)
/// hold 7 fp32 against full's 5, ...").
bool unrolledAlike(const LineCounts &A, const LineCounts &B,
                   const std::function<bool(const std::string &)> &Wanted,
                   const UnrollSpans &Spans, std::string *Why = nullptr,
                   const std::function<std::string(const std::string &)> &Name = {});

} // namespace limiter

#endif
