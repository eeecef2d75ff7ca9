// The verdict of seed 001's method: from the twins' times (and what they kept of each other's
// side), the class, the overlap, the floor, the rates against the ceilings and the advice.

#include "limiter/runtime/Verdict.h"

#include "analysis/Advice.h"
#include "analysis/Numbers.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace limiter {
namespace {

std::string milliseconds(double Ms) {
  char Buffer[32];
  std::snprintf(Buffer, sizeof(Buffer), "%.3g ms", Ms);
  return Buffer;
}

} // namespace

std::string_view toString(Limiter L) {
  switch (L) {
  case Limiter::MemoryBound:
    return "memory-bound";
  case Limiter::MathBound:
    return "math-bound";
  case Limiter::Balanced:
    return "balanced";
  case Limiter::LatencyBound:
    return "latency-bound";
  case Limiter::Inseparable:
    return "inseparable";
  case Limiter::FloorBound:
    return "floor-bound";
  }
  return "balanced";
}

std::optional<Limiter> limiterNamed(std::string_view Name) {
  for (Limiter L : {Limiter::MemoryBound, Limiter::MathBound, Limiter::Balanced,
                    Limiter::LatencyBound, Limiter::Inseparable, Limiter::FloorBound})
    if (toString(L) == Name)
      return L;
  return std::nullopt;
}

std::string verdictLabel(const Verdict &V) {
  std::string Kind(toString(V.Kind));
  std::string Label = V.uncertain() ? "uncertain (tentatively " + Kind + ")" : Kind;
  return V.imprecise() ? Label + ", imprecise" : Label;
}

namespace {

std::string joined(const std::vector<std::string> &Parts) {
  std::string Out;
  for (const std::string &P : Parts)
    Out += (Out.empty() ? "" : "; ") + P;
  return Out;
}

/// The larger of math-only's two traffic shares (requests, bytes).
std::optional<double> trafficKept(const Separation &S) {
  if (S.TrafficKeptByMath && S.BytesKeptByMath)
    return std::max(*S.TrafficKeptByMath, *S.BytesKeptByMath);
  return S.TrafficKeptByMath ? S.TrafficKeptByMath : S.BytesKeptByMath;
}

/// Why the twins do not separate the kernel's sides, as sentence parts; empty when they do.
/// A share counts only where what was kept can weigh on the twin that kept it: the traffic
/// math-only keeps costs at most its share of the memory-only time, the arithmetic memory-only
/// keeps at most its share of math-only's time above the skeleton. Where that is within `close`
/// of the twin's own time the twin still times its side (the escape-time kernel's points,
/// loaded once before millions of FMAs; a copy kernel's float index).
std::vector<std::string> inseparableBecause(const Separation &S, const VerdictThresholds &Th,
                                            const VariantTimes &T) {
  std::vector<std::string> Why;
  const char *Basis = S.Executed ? "executed requests" : "static instructions";
  double MathAboveFloor = std::max(0.0, T.Math - T.Skeleton.value_or(0));
  if (std::optional<double> Kept = trafficKept(S);
      Kept && *Kept > Th.Inseparable && *Kept * T.Mem > Th.Close * T.Math) {
    std::string Part =
        "math-only keeps " + percentText(*Kept, 0) + " of full's global traffic (" + Basis + ")";
    if (!S.Causes.empty())
      Part += ": its loads decide " + joined(S.Causes);
    Why.push_back(Part);
  }
  if (S.ArithmeticKeptByMem && *S.ArithmeticKeptByMem > Th.Inseparable &&
      *S.ArithmeticKeptByMem * MathAboveFloor > Th.Close * T.Mem)
    Why.push_back("memory-only keeps " + percentText(*S.ArithmeticKeptByMem, 0) +
                  " of full's floating-point arithmetic (" + Basis +
                  "): it decides addresses or branches");
  return Why;
}

Limiter boundClass(const VariantTimes &T, const VerdictThresholds &Th) {
  double Longer = std::max(T.Mem, T.Math);
  bool MemClose = T.Mem >= (1 - Th.Close) * T.Full;
  bool MathClose = T.Math >= (1 - Th.Close) * T.Full;
  bool PoorOverlap = T.Full > (1 + Th.LatencyMargin) * Longer;
  if (PoorOverlap || (!MemClose && !MathClose))
    return Limiter::LatencyBound;
  if (MemClose && MathClose)
    return Limiter::Balanced;
  return MemClose ? Limiter::MemoryBound : Limiter::MathBound;
}

/// The class's sentence and advice (no doubts, no imprecision yet).
void describe(Verdict &V, const VariantTimes &T, const std::vector<std::string> &Inseparable) {
  double Shorter = std::min(T.Mem, T.Math), Longer = std::max(T.Mem, T.Math);
  std::string Times = "full " + milliseconds(T.Full) + ", memory-only " + milliseconds(T.Mem) +
                      ", math-only " + milliseconds(T.Math);
  std::string Overlap = "overlap " + percentText(V.Overlap, 0) + " (" + milliseconds(V.UnhiddenMs) +
                        " of " + milliseconds(Shorter) + " not hidden)";
  switch (V.Kind) {
  case Limiter::FloorBound:
    V.Sentence = "floor-bound: the full kernel takes " + milliseconds(T.Full) + ", " +
                 percentText(T.Full / *T.Skeleton, 0) + " of the skeleton's " +
                 milliseconds(*T.Skeleton) +
                 ": what the skeleton keeps (launching and scheduling the grid, indexing, "
                 "control flow" +
                 (V.Shares.Barriers ? std::string(", the block barriers") : std::string()) +
                 ") is the whole cost, not memory or arithmetic (" + Times + ")";
    V.Advice = FloorAdvice;
    if (V.Shares.Barriers) // they may be the cost: the no-barriers what-if measures them
      V.Advice.insert(V.Advice.begin(),
                      "the skeleton keeps the kernel's block barriers, which may be the cost: "
                      "the no-barriers what-if measures what they take");
    break;
  case Limiter::Inseparable:
    V.Sentence = "inseparable: " + joined(Inseparable) +
                 ", so neither twin times one side alone and no bound class follows (" +
                 Times + ")";
    V.Advice = inseparableAdvice(
        V.Shares, std::any_of(Inseparable.begin(), Inseparable.end(), [](const std::string &W) {
          return W.starts_with("memory-only keeps");
        }));
    break;
  case Limiter::MemoryBound:
    V.Sentence = "memory-bound: memory-only takes " + percentText(T.Mem / T.Full, 0) +
                 " of the full time, math-only " + percentText(T.Math / T.Full, 0) + "; " + Overlap;
    V.Advice = MemoryAdvice;
    break;
  case Limiter::MathBound:
    V.Sentence = "math-bound: math-only takes " + percentText(T.Math / T.Full, 0) +
                 " of the full time, memory-only " + percentText(T.Mem / T.Full, 0) + "; " +
                 Overlap;
    V.Advice = MathAdvice;
    break;
  case Limiter::Balanced:
    V.Sentence = "balanced: memory-only and math-only each take at least " +
                 percentText(Shorter / T.Full, 0) + " of the full time; " + Overlap;
    V.Advice = MemoryAdvice;
    V.Advice.insert(V.Advice.end(), MathAdvice.begin(), MathAdvice.end());
    break;
  case Limiter::LatencyBound:
    V.Sentence = "latency-bound (" + V.Dominant + " and latency): the full kernel takes " +
                 percentText(T.Full / Longer, 0) + " of its slower side; " + Overlap;
    V.Advice = LatencyAdvice;
    break;
  }
}

} // namespace

Verdict judge(const VariantTimes &T, const Throughput &Rates, const VerdictThresholds &Th,
              std::vector<std::string> Doubts, const Separation &Shares,
              std::vector<std::string> Imprecision) {
  Verdict V;
  V.Doubts = std::move(Doubts);
  V.Imprecision = std::move(Imprecision);
  V.Shares = Shares;
  double Shorter = std::min(T.Mem, T.Math);
  if (Shorter > 0)
    V.Overlap = std::clamp((T.Mem + T.Math - T.Full) / Shorter, 0.0, 1.0);
  V.UnhiddenMs = (1 - V.Overlap) * Shorter;
  V.Dominant = T.Mem >= T.Math ? "memory" : "math";
  bool FullAtFloor = false;
  if (T.Skeleton && *T.Skeleton > 0) {
    V.MathAtFloor = T.Math <= (1 + Th.Floor) * *T.Skeleton;
    V.StoreAtFloor = T.Store && *T.Store <= (1 + Th.Floor) * *T.Skeleton;
    FullAtFloor = T.Full <= (1 + Th.Floor) * *T.Skeleton;
  }
  // The floor first: a kernel that costs no more than its grid's launch is limited by neither
  // side. Then separability: a class read off twins that each carry the other's work would be
  // a guess. Only then the bound classes.
  std::vector<std::string> Inseparable = inseparableBecause(Shares, Th, T);
  V.Kind = FullAtFloor            ? Limiter::FloorBound
           : !Inseparable.empty() ? Limiter::Inseparable
                                  : boundClass(T, Th);

  double Seconds = T.Full / 1000;
  if (Rates.BytesMoved && Rates.CopyBandwidth && Seconds > 0)
    V.BandwidthFraction = *Rates.BytesMoved / Seconds / *Rates.CopyBandwidth;
  if (Rates.FlopCount && Rates.FmaThroughput && Seconds > 0)
    V.ArithmeticFraction = *Rates.FlopCount / Seconds / *Rates.FmaThroughput;
  if (V.Kind == Limiter::MemoryBound && V.BandwidthFraction)
    V.LowThroughput = *V.BandwidthFraction < Th.LowThroughput;
  if (V.Kind == Limiter::MathBound && V.ArithmeticFraction)
    V.LowThroughput = *V.ArithmeticFraction < Th.LowThroughput;

  describe(V, T, Inseparable);
  if (V.LowThroughput) {
    V.Sentence += V.Kind == Limiter::MemoryBound
                      ? "; at " + percentText(*V.BandwidthFraction, 0) +
                            " of the copy bandwidth, so the memory latency is not hidden"
                      : "; at " + percentText(*V.ArithmeticFraction, 0) +
                            " of the FMA throughput, so the arithmetic latency is not hidden";
    V.Advice.insert(V.Advice.begin(), LatencyAdvice.begin(), LatencyAdvice.begin() + 2);
  }
  if (V.MathAtFloor && V.Kind != Limiter::FloorBound)
    V.Sentence += "; math-only runs at the skeleton's time: the arithmetic costs nothing "
                  "beyond launching and scheduling the grid";
  // What puts the class in doubt comes first, then what makes its times imprecise.
  std::string Before;
  if (V.uncertain())
    Before = "uncertain (" + joined(V.Doubts) + ")";
  if (V.imprecise())
    Before += (Before.empty() ? "" : "; ") + std::string("imprecise (") +
              joined(V.Imprecision) + ")";
  if (V.uncertain()) {
    // The class rests on variants that may not be what they claim: give no advice that takes
    // the class for granted.
    V.Sentence = Before + ": tentatively " + V.Sentence;
    V.Advice = {"make the variants trustworthy before acting on the class: see the reasons "
                "above and the variants' diagnostics (limiter generate prints them)"};
  } else if (V.imprecise()) {
    V.Sentence = Before + ": " + V.Sentence;
  }
  return V;
}

bool setThreshold(VerdictThresholds &Th, const std::string &Setting, std::string &Error) {
  std::size_t Equals = Setting.find('=');
  if (Equals == std::string::npos) {
    Error = "expected NAME=VALUE, got '" + Setting + "'";
    return false;
  }
  std::string Name = Setting.substr(0, Equals);
  std::string Text = Setting.substr(Equals + 1);
  char *End = nullptr;
  double Value = std::strtod(Text.c_str(), &End);
  if (Text.empty() || *End != '\0' || !(Value > 0 && Value <= 1)) {
    Error = "threshold " + Name + " must be a number in (0, 1], got '" + Text + "'";
    return false;
  }
  struct Entry {
    const char *Name;
    double VerdictThresholds::*Field;
  };
  static const Entry Entries[] = {{"close", &VerdictThresholds::Close},
                                  {"latency-margin", &VerdictThresholds::LatencyMargin},
                                  {"floor", &VerdictThresholds::Floor},
                                  {"low-throughput", &VerdictThresholds::LowThroughput},
                                  {"inseparable", &VerdictThresholds::Inseparable}};
  for (const Entry &E : Entries)
    if (Name == E.Name) {
      Th.*E.Field = Value;
      return true;
    }
  Error = "unknown threshold '" + Name + "' (close, latency-margin, floor, low-throughput, inseparable)";
  return false;
}

} // namespace limiter
