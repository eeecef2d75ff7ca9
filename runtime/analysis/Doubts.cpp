// What makes a verdict uncertain. The verdict compares the times of full, mem and math; it is
// worth something only when those three are what they claim to be. Anything that puts one of
// them in doubt is said, and the verdict becomes "uncertain" (Verdict::Doubts).

#include "analysis/Numbers.h"
#include "limiter/runtime/Results.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string_view>

namespace limiter {
namespace {

const char *const VerdictVariants[] = {"full", "mem", "math"};

/// Checks about store-only or the skeleton do not touch the verdict.
bool concernsVerdict(const std::string &Check) {
  return Check.starts_with("mem-") || Check.starts_with("math-") || Check == "entries-in-module";
}

const CountCheck *findCheck(const std::vector<CountCheck> &Checks, const std::string &Name) {
  for (const CountCheck &C : Checks)
    if (C.Name == Name)
      return &C;
  return nullptr;
}

/// The interval of a median: the stored one, or for results written before it was kept, the
/// normal approximation (the median's standard error is about 1.25 sigma / sqrt(n)).
std::pair<double, double> medianInterval(const SampleStats &S) {
  if (S.MedianHighMs > 0)
    return {S.MedianLowMs, S.MedianHighMs};
  double Half = 1.96 * 1.2533 * S.RelStdDev * S.MeanMs / std::sqrt(std::max(1u, S.Samples));
  return {S.MedianMs - Half, S.MedianMs + Half};
}

/// A variant slower than full beyond the noise of both medians: removing work made it slower,
/// so it is not the lighter kernel it claims to be. Beyond noise means the medians' 95%
/// confidence intervals do not meet (more samples narrow them; a larger spread widens them, and
/// then the run is marked imprecise); a difference under 1% changes no class and is let be.
std::optional<std::string> slowerThanFull(const VariantRow &Full, const VariantRow &V) {
  if (!Full.Time || !V.Time || Full.Time->MedianMs <= 0)
    return std::nullopt;
  double Excess = V.Time->MedianMs / Full.Time->MedianMs - 1;
  auto [FullLow, FullHigh] = medianInterval(*Full.Time);
  auto [Low, High] = medianInterval(*V.Time);
  if (Excess <= 0.01 || Low <= FullHigh)
    return std::nullopt;
  char Interval[96];
  std::snprintf(Interval, sizeof(Interval), "%.4g-%.4g ms against full's %.4g-%.4g ms", Low, High,
                FullLow, FullHigh);
  return V.Variant + "-only runs " + percentText(Excess, 1) +
         " slower than full (95% intervals of the medians: " + Interval + ")";
}

/// Why math-only ran other arithmetic than full where its compiled code holds full's (the
/// static check passed): its loads' stand-in values steered what ran; empty otherwise.
std::string dataDependentWhy(const RunResults &R, const std::string &Executed) {
  if (Executed != "math-executes-full-fp32-within-10pct")
    return "";
  const CountCheck *Static = findCheck(R.StaticChecks, "math-floating-point-within-10pct-of-full");
  if (!Static || !Static->Passed)
    return "";
  return "; its compiled code holds full's arithmetic (the static check passed), so the values "
         "math-only reads in place of memory, in [1, 2), took other data-dependent paths than "
         "the config's data (a loop's data-dependent exit, an approximate function's range "
         "handling): its time is of other work";
}

} // namespace

std::string executedTwinOf(const std::string &StaticCheck) {
  static const std::pair<const char *, const char *> Twins[] = {
      {"mem-global-accesses-equal-full", "mem-executes-full-global-accesses"},
      {"store-only-global-stores-equal-full", "store-executes-full-global-stores"},
      {"math-only-structural-global-loads", "math-executes-no-global-loads"},
      {"math-only-global-stores-guarded", "math-executes-no-global-stores"},
      {"math-floating-point-within-10pct-of-full", "math-executes-full-fp32-within-10pct"},
      {"wider-keeps-full-global-bytes", "wider-executes-fewer-global-requests-for-full-bytes"},
      {"wider-merges-global-accesses", "wider-executes-fewer-global-requests-for-full-bytes"},
      {"floatliterals-removes-double-arithmetic", "floatliterals-executes-fewer-fp64"},
      {"nodivergence-keeps-full-global-accesses",
       "nodivergence-executes-at-most-full-global-requests"}};
  for (const auto &[Static, Executed] : Twins)
    if (StaticCheck == Static)
      return Executed;
  // A what-if's: "X-keeps-full-global-accesses", "X-keeps-full-floating-point" and
  // "X-keeps-full-shared-accesses".
  for (const auto &[Static, Executed] :
       {std::pair{"-keeps-full-global-accesses", "-executes-full-global-requests"},
        std::pair{"-keeps-full-floating-point", "-executes-full-fp32-within-10pct"},
        std::pair{"-keeps-full-shared-accesses", "-executes-full-shared-accesses"}})
    if (StaticCheck.ends_with(Static))
      return StaticCheck.substr(0, StaticCheck.size() - std::string_view(Static).size()) + Executed;
  return "";
}

std::optional<bool> executedTwinsPass(const RunResults &R, const std::string &StaticCheck) {
  const std::string Twin = executedTwinOf(StaticCheck);
  const CountCheck *Executed = Twin.empty() ? nullptr : findCheck(R.Checks, Twin);
  if (!Executed)
    return std::nullopt;
  // The static floating-point check weighs every kind: its executed twins are all of them.
  auto IsKindTwin = [&](const CountCheck &E) {
    return E.Name.starts_with("math-executes-full-") && E.Name.ends_with("-within-10pct");
  };
  if (!IsKindTwin(*Executed))
    return Executed->Passed;
  return std::all_of(R.Checks.begin(), R.Checks.end(),
                     [&](const CountCheck &E) { return !IsKindTwin(E) || E.Passed; });
}

std::vector<std::string> verdictDoubts(const RunResults &R) {
  std::vector<std::string> Doubts;
  const VariantRow *Full = R.row("full");
  for (const char *Name : VerdictVariants) {
    const VariantRow *V = R.row(Name);
    std::string Who = std::string(Name) + (Name == std::string("full") ? "" : "-only");
    if (!V) {
      Doubts.push_back(Who + " is absent");
      continue;
    }
    if (V->Status != "ok") {
      Doubts.push_back(Who + " is " + V->Status + (V->Note.empty() ? "" : " (" + V->Note + ")"));
      continue;
    }
    if (!V->OccupancyMatched)
      Doubts.push_back(Who + " does not run at the full kernel's occupancy (" +
                       std::to_string(V->BlocksPerSm) + " blocks per multiprocessor)");
    if (V->SpillBytes)
      Doubts.push_back(Who + " spills " + std::to_string(V->SpillBytes) +
                       " bytes per thread to local memory under the register cap that keeps it "
                       "at the full kernel's occupancy (registers <= " +
                       std::to_string(V->RegisterCap) +
                       "): its time holds traffic full does "
                       "not make");
    if (Full && V != Full)
      if (std::optional<std::string> Slower = slowerThanFull(*Full, *V))
        Doubts.push_back(*Slower);
  }
  for (const CountCheck &C : R.StaticChecks) {
    if (C.Passed || !concernsVerdict(C.Name))
      continue;
    if (executedTwinsPass(R, C.Name).value_or(false))
      continue;
    Doubts.push_back("failed static check " + C.Name + " (" + C.Detail + ")");
  }
  for (const CountCheck &C : R.Checks)
    if (!C.Passed && concernsVerdict(C.Name))
      Doubts.push_back("failed executed check " + C.Name + " (" + C.Detail + ")" +
                       dataDependentWhy(R, C.Name));
  return Doubts;
}

} // namespace limiter
