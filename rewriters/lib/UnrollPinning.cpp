#include "UnrollPinning.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

namespace limiter {
namespace {

/// Global load, store and atomic instructions per source line (files merged).
std::map<unsigned, unsigned> globalAccessesByLine(const LineCounts &Lines) {
  std::map<unsigned, unsigned> Out;
  for (const auto &[Location, Counts] : Lines) {
    std::size_t Colon = Location.rfind(':');
    if (Colon == std::string::npos)
      continue;
    unsigned Line = static_cast<unsigned>(std::atoi(Location.c_str() + Colon + 1));
    for (const auto &[Key, N] : Counts)
      if (Key.starts_with("ld.global.") || Key.starts_with("st.global.") ||
          Key.starts_with("atom.global"))
        Out[Line] += N;
  }
  return Out;
}

/// The innermost loop of Function around Line, if any.
const LoopInfo *innermostLoop(const VariantSet &Set, const std::string &Function, unsigned Line) {
  const LoopInfo *Best = nullptr;
  for (const LoopInfo &L : Set.Loops)
    if (L.Function == Function && L.Line <= Line && Line <= L.EndLine &&
        (!Best || L.Line > Best->Line || (L.Line == Best->Line && L.Column > Best->Column)))
      Best = &L;
  return Best;
}

/// Puts `_Pragma("unroll 1") ` before the loop in the variant's clone of its function; false
/// where the clone does not hold the loop there (the rule removed or moved it).
bool keepRolled(VariantResult &Variant, const LoopInfo &Loop) {
  for (FunctionText &F : Variant.Functions) {
    if (F.Name != Loop.Function + "__" + std::string(toString(Variant.Kind)) || Loop.Line < F.Line)
      continue;
    std::size_t At = 0;
    for (unsigned Line = F.Line; Line < Loop.Line && At != std::string::npos; ++Line)
      At = F.Text.find('\n', At) == std::string::npos ? std::string::npos
                                                      : F.Text.find('\n', At) + 1;
    if (At == std::string::npos)
      return false;
    At += Loop.Column - 1;
    for (const char *Keyword : {"for", "while", "do"})
      if (F.Text.compare(At, std::string(Keyword).size(), Keyword) == 0) {
        F.Text.insert(At, "_Pragma(\"unroll 1\") ");
        return true;
      }
  }
  return false;
}

} // namespace

std::vector<unsigned> pinUnrolling(VariantSet &Set, VariantResult &Variant, const LineCounts &Full,
                                   const LineCounts &Compiled) {
  // What one copy of each line holds: its global access sites (a read and a write each an
  // instruction). Lines with atomics are left out (one instruction reads and writes).
  std::map<unsigned, unsigned> Expected;
  std::map<unsigned, std::string> FunctionAt;
  std::set<unsigned> Atomic;
  for (const AccessRecord &A : Set.Accesses) {
    if (A.Space != "global" && A.Space != "generic")
      continue;
    Expected[A.Line] += A.Reads + A.Writes;
    FunctionAt[A.Line] = A.Function;
    if (A.Intrinsic)
      Atomic.insert(A.Line);
  }
  std::map<unsigned, unsigned> InFull = globalAccessesByLine(Full);
  std::map<unsigned, unsigned> InVariant = globalAccessesByLine(Compiled);
  std::vector<unsigned> Pinned;
  for (const auto &[Line, Copy] : Expected) {
    if (Atomic.count(Line) || InFull[Line] != Copy || InVariant[Line] <= Copy)
      continue;
    const LoopInfo *Loop = innermostLoop(Set, FunctionAt[Line], Line);
    if (!Loop || std::find(Pinned.begin(), Pinned.end(), Loop->Line) != Pinned.end())
      continue;
    if (keepRolled(Variant, *Loop)) {
      Pinned.push_back(Loop->Line);
      Variant.PinnedLoops.push_back(Loop->Line);
    }
  }
  return Pinned;
}

} // namespace limiter
