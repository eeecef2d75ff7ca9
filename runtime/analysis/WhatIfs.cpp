// The what-ifs of a run: each one's measured potential against full, its doubts, its rank.

#include "limiter/runtime/Results.h"

#include "limiter/support/WhatIfs.h"

#include <algorithm>

namespace limiter {
namespace {

/// The failed checks (static or executed) whose names begin with the what-if's, into W's
/// doubts, or its lower bounds where the executed counts found it doing more than full (its
/// time then holds work of its own, so the cost is at least its potential). A failed static
/// check whose executed twin passed is none: executed counts see through unrolling (a loop
/// the compiler unrolled in full and not in the what-if); one whose twin failed is said once,
/// by the twin.
void judgeChecks(const RunResults &R, WhatIfResult &W) {
  auto Executed = [&](const std::string &Check) -> const CountCheck * {
    auto It = std::find_if(R.Checks.begin(), R.Checks.end(),
                           [&](const CountCheck &C) { return C.Name == Check; });
    return Check.empty() || It == R.Checks.end() ? nullptr : &*It;
  };
  const std::string Prefix = W.Name + "-";
  for (const CountCheck &C : R.StaticChecks)
    if (!C.Passed && C.Name.starts_with(Prefix) && !Executed(executedTwinOf(C.Name)))
      W.Doubts.push_back("failed check " + C.Name + " (" + C.Detail + ")");
  for (const CountCheck &C : R.Checks) {
    if (C.Passed || !C.Name.starts_with(Prefix))
      continue;
    (C.MoreWork ? W.LowerBounds : W.Doubts)
        .push_back("failed check " + C.Name + " (" + C.Detail + ")");
  }
}

WhatIfResult whatIfOf(const RunResults &R, const VariantRow &Row, const VariantRow *Full) {
  WhatIfResult W;
  W.Name = Row.Variant;
  W.Cost = Row.WhatIf;
  if (Row.Status == "not-relevant") {
    W.Status = "not-relevant";
    W.Why = Row.Note;
    return W;
  }
  if (Row.Status == "absent") {
    W.Status = "not-applicable";
    W.Why = Row.Reasons.empty() ? "the rewriter did not make it" : Row.Reasons.front();
    return W;
  }
  W.Status = "failed";
  if (!Row.Time || !Full || !Full->Time || Full->Time->MedianMs <= 0) {
    W.Why = !Row.Note.empty()      ? Row.Note
            : !Full || !Full->Time ? "full was not timed"
                                   : "not timed";
    return W;
  }
  if (!Row.OccupancyMatched) {
    W.Why = "not at the full kernel's blocks per multiprocessor: " + Row.Note;
    return W;
  }
  W.Status = "measured";
  W.How = Row.Note;
  const SampleStats &F = *Full->Time, &T = *Row.Time;
  W.MedianMs = T.MedianMs;
  W.Potential = (F.MedianMs - T.MedianMs) / F.MedianMs;
  W.PotentialLow = (F.MedianLowMs - T.MedianHighMs) / F.MedianMs;
  W.PotentialHigh = (F.MedianHighMs - T.MedianLowMs) / F.MedianMs;
  judgeChecks(R, W);
  if (auto Mine = Row.Executed.find("inst"), Fulls = Full->Executed.find("inst");
      Mine != Row.Executed.end() && Fulls != Full->Executed.end() && Fulls->second > 0)
    W.ExtraInstructions = Mine->second / Fulls->second - 1;
  // Conservative: it kept some of the cost as written, so it removed less than all of it.
  if (Row.Status == "conservative")
    W.LowerBounds.insert(W.LowerBounds.begin(), "conservative: " + (Row.Reasons.empty()
                                                                        ? Row.Note
                                                                        : Row.Reasons.front()));
  return W;
}

} // namespace

std::string whatIfNotRelevant(const std::string &Name, const Verdict &V) {
  const WhatIfInfo *Info = whatIfInfo(Name);
  if (!Info || V.uncertain())
    return "";
  const std::string Cost = Info->Cost;
  if (V.Kind == Limiter::MemoryBound && Info->Side == "math")
    return "not timed: a memory-bound kernel's time is its memory's, which " + Cost +
           " does not set (--what-if all times it)";
  if (V.Kind == Limiter::MathBound && Info->Side == "memory")
    return "not timed: a math-bound kernel's time is its arithmetic's, which " + Cost +
           " does not set (--what-if all times it)";
  return "";
}

std::string curveNotRelevant(const Verdict &V) {
  if (V.uncertain() || V.Kind == Limiter::LatencyBound)
    return "";
  return "not drawn: the kernel is " + std::string(toString(V.Kind)) +
         ", its time not a latency that more resident warps or more work per thread "
         "would hide (--what-if all, occupancy or perthread draws it)";
}

std::vector<WhatIfResult> whatIfsOf(const RunResults &R) {
  std::vector<WhatIfResult> Out;
  const VariantRow *Full = R.row("full");
  for (const VariantRow &Row : R.Variants)
    if (!Row.WhatIf.empty() && !Row.OnCurve)
      Out.push_back(whatIfOf(R, Row, Full));
  // Measured and unquestioned first, by potential (a lower bound ranks as measured: the cost
  // is at least that); then measured with doubts; then the rest.
  auto Order = [](const WhatIfResult &W) {
    return W.Status != "measured" ? 2 : W.Doubts.empty() ? 0 : 1;
  };
  std::stable_sort(Out.begin(), Out.end(), [&](const WhatIfResult &A, const WhatIfResult &B) {
    if (Order(A) != Order(B))
      return Order(A) < Order(B);
    return A.Potential.value_or(0) > B.Potential.value_or(0);
  });
  unsigned Rank = 0;
  for (WhatIfResult &W : Out)
    if (W.Status == "measured")
      W.Rank = ++Rank;
  return Out;
}

} // namespace limiter
