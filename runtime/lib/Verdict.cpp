#include "limiter/runtime/Verdict.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace limiter {
namespace {

std::string percent(double Fraction) {
  char Buffer[32];
  std::snprintf(Buffer, sizeof(Buffer), "%.0f%%", Fraction * 100);
  return Buffer;
}

std::string milliseconds(double Ms) {
  char Buffer[32];
  std::snprintf(Buffer, sizeof(Buffer), "%.3g ms", Ms);
  return Buffer;
}

// The guidelines of seeds 000-004, in our words, per limiter.
const std::vector<std::string> MemoryAdvice = {
    "make each warp's accesses coalesced: consecutive threads on consecutive addresses, "
    "staging through shared memory where the natural order is strided (transpose study)",
    "keep more memory accesses in flight: more independent loads per thread, or more "
    "resident warps",
    "load wider (float2/float4) where the data are aligned, so that fewer instructions move "
    "the same bytes",
    "read data used once with non-caching or streaming loads (__ldcs, __ldg for read-only "
    "data) so that they do not evict reused lines",
    "remove traffic: fuse kernels, keep reused values in registers or shared memory"};
const std::vector<std::string> MathAdvice = {
    "use the fast intrinsics where their accuracy suffices (__expf, __sinf, __fdividef), "
    "or compile with -use_fast_math",
    "flush denormals (-ftz=true) and use approximate division and square root "
    "(-prec-div=false, -prec-sqrt=false)",
    "write single-precision literals (2.0f, not 2.0): a double literal turns the expression "
    "into double arithmetic",
    "move work out of inner loops, replace divisions by multiplications by reciprocals, and "
    "avoid integer division and modulo by non-constants",
    "reduce divergence inside warps so that no lane waits on the other branch"};
const std::vector<std::string> LatencyAdvice = {
    "raise occupancy: fewer registers per thread (__launch_bounds__, -maxrregcount), less "
    "shared memory per block, or a block size that fits more blocks per multiprocessor",
    "give each thread more independent work (several elements, unrolled) so that memory and "
    "arithmetic of different elements overlap",
    "shorten the phases between barriers, or split the block's work so that other blocks "
    "can run while one waits at __syncthreads",
    "launch enough blocks to fill every multiprocessor several times over"};

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
  }
  return "balanced";
}

std::string verdictLabel(const Verdict &V) {
  std::string Kind(toString(V.Kind));
  return V.uncertain() ? "uncertain (tentatively " + Kind + ")" : Kind;
}

Verdict judge(const VariantTimes &T, const Throughput &Rates, const VerdictThresholds &Th,
              std::vector<std::string> Doubts) {
  Verdict V;
  V.Doubts = std::move(Doubts);
  double Shorter = std::min(T.Mem, T.Math);
  double Longer = std::max(T.Mem, T.Math);
  if (Shorter > 0)
    V.Overlap = std::clamp((T.Mem + T.Math - T.Full) / Shorter, 0.0, 1.0);
  V.UnhiddenMs = (1 - V.Overlap) * Shorter;
  bool MemClose = T.Mem >= (1 - Th.Close) * T.Full;
  bool MathClose = T.Math >= (1 - Th.Close) * T.Full;
  bool PoorOverlap = T.Full > (1 + Th.LatencyMargin) * Longer;
  V.Dominant = T.Mem >= T.Math ? "memory" : "math";

  if (PoorOverlap || (!MemClose && !MathClose))
    V.Kind = Limiter::LatencyBound;
  else if (MemClose && MathClose)
    V.Kind = Limiter::Balanced;
  else
    V.Kind = MemClose ? Limiter::MemoryBound : Limiter::MathBound;

  if (T.Skeleton && *T.Skeleton > 0) {
    V.MathAtFloor = T.Math <= (1 + Th.Floor) * *T.Skeleton;
    V.StoreAtFloor = T.Store && *T.Store <= (1 + Th.Floor) * *T.Skeleton;
  }
  double Seconds = T.Full / 1000;
  if (Rates.BytesMoved && Rates.CopyBandwidth && Seconds > 0)
    V.BandwidthFraction = *Rates.BytesMoved / Seconds / *Rates.CopyBandwidth;
  if (Rates.FlopCount && Rates.FmaThroughput && Seconds > 0)
    V.ArithmeticFraction = *Rates.FlopCount / Seconds / *Rates.FmaThroughput;
  if (V.Kind == Limiter::MemoryBound && V.BandwidthFraction)
    V.LowThroughput = *V.BandwidthFraction < Th.LowThroughput;
  if (V.Kind == Limiter::MathBound && V.ArithmeticFraction)
    V.LowThroughput = *V.ArithmeticFraction < Th.LowThroughput;

  std::string Overlap = "overlap " + percent(V.Overlap) + " (" + milliseconds(V.UnhiddenMs) +
                        " of " + milliseconds(Shorter) + " not hidden)";
  switch (V.Kind) {
  case Limiter::MemoryBound:
    V.Sentence = "memory-bound: memory-only takes " + percent(T.Mem / T.Full) +
                 " of the full time, math-only " + percent(T.Math / T.Full) + "; " + Overlap;
    V.Advice = MemoryAdvice;
    break;
  case Limiter::MathBound:
    V.Sentence = "math-bound: math-only takes " + percent(T.Math / T.Full) +
                 " of the full time, memory-only " + percent(T.Mem / T.Full) + "; " + Overlap;
    V.Advice = MathAdvice;
    break;
  case Limiter::Balanced:
    V.Sentence = "balanced: memory-only and math-only each take at least " +
                 percent(Shorter / T.Full) + " of the full time; " + Overlap;
    V.Advice = MemoryAdvice;
    V.Advice.insert(V.Advice.end(), MathAdvice.begin(), MathAdvice.end());
    break;
  case Limiter::LatencyBound:
    V.Sentence = "latency-bound (" + V.Dominant + " and latency): the full kernel takes " +
                 percent(T.Full / Longer) + " of its slower side; " + Overlap;
    V.Advice = LatencyAdvice;
    break;
  }
  if (V.LowThroughput) {
    V.Sentence += V.Kind == Limiter::MemoryBound
                      ? "; at " + percent(*V.BandwidthFraction) +
                            " of the copy bandwidth, so the memory latency is not hidden"
                      : "; at " + percent(*V.ArithmeticFraction) +
                            " of the FMA throughput, so the arithmetic latency is not hidden";
    V.Advice.insert(V.Advice.begin(), LatencyAdvice.begin(), LatencyAdvice.begin() + 2);
  }
  if (V.MathAtFloor)
    V.Sentence += "; math-only runs at the skeleton's time: the arithmetic costs nothing "
                  "beyond launching and scheduling the grid";
  if (V.uncertain()) {
    // The class rests on variants that may not be what they claim: say why first, and give
    // no advice that takes the class for granted.
    std::string Why;
    for (const std::string &D : V.Doubts)
      Why += (Why.empty() ? "" : "; ") + D;
    V.Sentence = "uncertain (" + Why + "): tentatively " + V.Sentence;
    V.Advice = {"make the variants trustworthy before acting on the class: see the reasons "
                "above and the variants' diagnostics (limiter generate prints them)"};
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
                                  {"low-throughput", &VerdictThresholds::LowThroughput}};
  for (const Entry &E : Entries)
    if (Name == E.Name) {
      Th.*E.Field = Value;
      return true;
    }
  Error = "unknown threshold '" + Name + "' (close, latency-margin, floor, low-throughput)";
  return false;
}

} // namespace limiter
