// Whether two compilations of one kernel differ per source line only as unrolling makes them
// differ: the per-line method of the static fidelity checks, made to weigh counts, not only
// the kinds of instruction a line holds.

#ifndef LIMITER_REWRITERS_UNROLLEDALIKE_H
#define LIMITER_REWRITERS_UNROLLEDALIKE_H

#include "limiter/support/PtxStats.h"

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace limiter {

/// Source lines a compiler multiplies alike: a loop (unrolled), or a helper's body (inlined
/// into loops unrolled differently). The kernel's own body is Exact: outside its loops, a line
/// runs once in every variant.
struct UnrollSpan {
  unsigned First = 0, Last = 0;
  bool Exact = false;
};
/// By the PTX file index of countPtxEntryLines' locations ("1" for "1:31").
using UnrollSpans = std::map<std::string, std::vector<UnrollSpan>>;

/// Whether A's and B's counts of the kinds Wanted selects differ as unrolling would make them:
/// over the lines of each loop or helper body (the innermost around each line) by one factor
/// for every kind both hold there, and over the kernel's own lines outside loops not at all.
/// Code may move between the lines of one loop (a rotated loop files a load under its header);
/// what the compiler filed under no line (line 0) can make up a difference, kind by kind. With
/// no spans known, true. Why names the first group that breaks it, by Name where given
/// ("the kernel's lines outside loops (main.cu:5) hold 7 fp32 against full's 5, ...").
bool unrolledAlike(const LineCounts &A, const LineCounts &B,
                   const std::function<bool(const std::string &)> &Wanted,
                   const UnrollSpans &Spans, std::string *Why = nullptr,
                   const std::function<std::string(const std::string &)> &Name = {});

} // namespace limiter

#endif
