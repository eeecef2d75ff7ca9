// The occupancy curve of a run: full's time at each blocks per multiprocessor it was timed at,
// and what that says about the resident warps the kernel needs.

#include "limiter/runtime/Results.h"

#include <algorithm>
#include <cstdio>

namespace limiter {
namespace {

/// Within this share of the curve's least time, a point counts as good as the best.
constexpr double Near = 0.05;

std::string fixed(const char *Fmt, double V) {
  char Buffer[64];
  std::snprintf(Buffer, sizeof(Buffer), Fmt, V);
  return Buffer;
}

std::string blocks(int N) { return std::to_string(N) + (N == 1 ? " block" : " blocks"); }

/// Whether A's median lies below B's beyond their noise (their 95% intervals apart).
bool fasterBeyondNoise(const SampleStats &A, const SampleStats &B) {
  return A.MedianHighMs < B.MedianLowMs;
}

/// What the points say: the fewest blocks per multiprocessor from which on the time stays near
/// its least, and whether full's own count is short of that, more than it, or as much.
std::string readingOf(const OccupancyCurve &C) {
  const OccupancyPoint *Full = nullptr, *Best = nullptr;
  for (const OccupancyPoint &P : C.Points) {
    if (P.Variant == "full")
      Full = &P;
    if (!Best || P.Time.MedianMs < Best->Time.MedianMs)
      Best = &P;
  }
  if (!Full)
    return "not drawn: full was not timed";
  // The knee: the fewest blocks from which on every point lies within Near of the least.
  int Knee = C.Points.back().BlocksPerSm;
  for (auto It = C.Points.rbegin(); It != C.Points.rend(); ++It) {
    if (It->Time.MedianMs > (1 + Near) * Best->Time.MedianMs)
      break;
    Knee = It->BlocksPerSm;
  }
  const int Own = C.FullBlocksPerSm;
  std::string Out = "from " + blocks(Knee) + " per multiprocessor on, full's time stays within " +
                    fixed("%.0f", 100 * Near) + "% of its least (" +
                    fixed("%.4f", Best->Time.MedianMs) + " ms at " + blocks(Best->BlocksPerSm) +
                    ")";
  if (Best->BlocksPerSm > Own && fasterBeyondNoise(Best->Time, Full->Time))
    return Out + ": more resident warps help, " + blocks(Best->BlocksPerSm) + " take " +
           fixed("%.1f", 100 * (1 - Best->Time.MedianMs / Full->Time.MedianMs)) +
           "% less time than full's own " + std::to_string(Own);
  if (Knee < Own)
    return Out + ": full's " + std::to_string(Own) + " are more than it needs, so registers or " +
           "shared memory per block could grow to the " + blocks(Knee) + " level at little cost";
  if (C.Points.back().BlocksPerSm > Own)
    return Out + ": full's " + std::to_string(Own) +
           " are what it needs; more resident warps gain nothing measurable";
  return Out + ": full's " + std::to_string(Own) +
         " are what it needs, and no more fit (threads, shared memory or registers)";
}

} // namespace

OccupancyCurve occupancyCurveOf(const RunResults &R) {
  OccupancyCurve C;
  const VariantRow *Full = R.row("full");
  if (Full)
    C.FullBlocksPerSm = Full->BlocksPerSm;
  std::string Untimed;
  bool AnyPoint = false;
  for (const VariantRow &Row : R.Variants) {
    const bool OnCurve = Row.CurvePoint || Row.Variant == "full" || Row.Variant == "occupancy";
    if (!OnCurve)
      continue;
    AnyPoint |= Row.CurvePoint;
    if (Row.Time && (Row.Status == "ok" || Row.Status == "conservative"))
      C.Points.push_back({Row.BlocksPerSm, Row.Variant, Row.Note, *Row.Time});
    else if (Row.CurvePoint && Untimed.empty())
      Untimed = Row.Status == "ok" || Row.Note.empty() ? "not timed" : Row.Note;
  }
  if (!AnyPoint) {
    C.Points.clear();
    return C;
  }
  std::sort(C.Points.begin(), C.Points.end(), [](const OccupancyPoint &A, const OccupancyPoint &B) {
    return A.BlocksPerSm < B.BlocksPerSm;
  });
  if (C.Points.size() < 2) {
    C.Points.clear();
    C.Reading = Untimed.starts_with("not drawn") ? Untimed
                : "not drawn: " + (Untimed.empty() ? std::string("no point was timed") : Untimed);
    return C;
  }
  C.Reading = readingOf(C);
  return C;
}

std::vector<std::string> occupancyCurveLines(const OccupancyCurve &C) {
  std::vector<std::string> Out;
  const OccupancyPoint *Full = nullptr;
  for (const OccupancyPoint &P : C.Points)
    if (P.Variant == "full")
      Full = &P;
  for (const OccupancyPoint &P : C.Points) {
    std::string Line =
        blocks(P.BlocksPerSm) + " per multiprocessor: " + fixed("%.4f", P.Time.MedianMs) + " ms";
    if (P.Variant == "full")
      Line += " (full as it is)";
    else if (Full && Full->Time.MedianMs > 0)
      Line += " (" + fixed("%.2f", P.Time.MedianMs / Full->Time.MedianMs) + "x full's time; " +
              P.How + ")";
    Out.push_back(Line);
  }
  if (!C.Reading.empty())
    Out.push_back(C.Reading);
  return Out;
}

} // namespace limiter
