// The curves of a run: full's time at each blocks per multiprocessor it was timed at (the
// occupancy curve), and at each grid a grid-stride kernel was launched with (the
// elements-per-thread curve), with what each says.

#include "analysis/Numbers.h"
#include "limiter/runtime/Results.h"

#include <algorithm>
#include <cstdio>

namespace limiter {
namespace {

/// Within this share of the curve's least time, a point counts as good as the best.
constexpr double Near = 0.05;

std::string blocks(long long N) { return std::to_string(N) + (N == 1 ? " block" : " blocks"); }

bool isOccupancy(const Curve &C) { return C.Name == "occupancy"; }

/// "4 blocks per multiprocessor", or "a grid of 1056 blocks (about 8 elements per thread)".
std::string placeOf(const Curve &C, long long X) {
  if (isOccupancy(C))
    return blocks(X) + " per multiprocessor";
  return "a grid of " + blocks(X) +
         (X < C.FullX ? " (each thread about " +
                            printed("%.3g", static_cast<double>(C.FullX) / static_cast<double>(X)) +
                            " times full's elements)"
                      : "");
}

/// Whether A's median lies below B's beyond their noise (their 95% intervals apart).
bool fasterBeyondNoise(const SampleStats &A, const SampleStats &B) {
  return A.MedianHighMs < B.MedianLowMs;
}

const CurvePoint *fullOf(const Curve &C) {
  for (const CurvePoint &P : C.Points)
    if (P.Variant == "full")
      return &P;
  return nullptr;
}

const CurvePoint *bestOf(const Curve &C) {
  const CurvePoint *Best = nullptr;
  for (const CurvePoint &P : C.Points)
    if (!Best || P.Time.MedianMs < Best->Time.MedianMs)
      Best = &P;
  return Best;
}

/// The occupancy curve's reading: the fewest blocks per multiprocessor that come near the least
/// time, whether full's own count is short of that, more than it or as much, and whether more
/// blocks past the best cost time again.
std::string occupancyReading(const Curve &C, const CurvePoint &Full, const CurvePoint &Best) {
  const double Band = (1 + Near) * Best.Time.MedianMs;
  long long Knee = Best.X;
  for (const CurvePoint &P : C.Points)
    if (P.Time.MedianMs <= Band) {
      Knee = P.X;
      break;
    }
  const CurvePoint *Rise = nullptr; // the last point past the best above the band, beyond noise
  for (const CurvePoint &P : C.Points)
    if (P.X > Best.X && P.Time.MedianMs > Band && fasterBeyondNoise(Best.Time, P.Time))
      Rise = &P;
  const long long Own = C.FullX;
  const std::string Out = blocks(Knee) + " per multiprocessor come within " +
                          printed("%.0f", 100 * Near) + "% of full's least time (" +
                          printed("%.4f", Best.Time.MedianMs) + " ms at " + blocks(Best.X) + ")";
  const std::string Then = Rise ? "; past " + blocks(Best.X) + " the time rises again (" +
                                      printed("%.4f", Rise->Time.MedianMs) + " ms at " +
                                      blocks(Rise->X) + ")"
                                : "";
  if (Best.X > Own && fasterBeyondNoise(Best.Time, Full.Time))
    return Out + ": more resident warps help, " + blocks(Best.X) + " take " +
           printed("%.1f", 100 * (1 - Best.Time.MedianMs / Full.Time.MedianMs)) +
           "% less time than full's own " + std::to_string(Own) + Then;
  if (Knee < Own)
    return Out + ": full's " + std::to_string(Own) + " are more than it needs, so registers or " +
           "shared memory per block could grow to the " + blocks(Knee) + " level at little cost" +
           Then;
  if (Rise && Rise->X > Own)
    return Out + ": full's " + std::to_string(Own) + " are what it needs" + Then;
  if (C.Points.back().X > Own)
    return Out + ": full's " + std::to_string(Own) +
           " are what it needs; more resident warps gain nothing measurable";
  return Out + ": full's " + std::to_string(Own) +
         " are what it needs, and no more fit (threads, shared memory or registers)";
}

/// The elements-per-thread curve's reading: whether fewer blocks, each thread looping over
/// more elements, save time beyond the noise, cost time, or neither.
std::string perThreadReading(const Curve &C, const CurvePoint &Full, const CurvePoint &Best) {
  const CurvePoint &Fewest = C.Points.front();
  if (&Best != &Full && fasterBeyondNoise(Best.Time, Full.Time))
    return "more elements per thread help: with " + placeOf(C, Best.X) + " full takes " +
           printed("%.1f", 100 * (1 - Best.Time.MedianMs / Full.Time.MedianMs)) +
           "% less time than with its own " + std::to_string(C.FullX);
  if (fasterBeyondNoise(Full.Time, Fewest.Time))
    return "fewer blocks cost time: with " + placeOf(C, Fewest.X) + " full takes " +
           printed("%.1f", 100 * (Fewest.Time.MedianMs / Full.Time.MedianMs - 1)) +
           "% longer; one element per thread suits it";
  return "more elements per thread gain nothing measurable, down to " + placeOf(C, Fewest.X);
}

} // namespace

Curve curveOf(const RunResults &R, const std::string &Name) {
  Curve C;
  C.Name = Name;
  const bool Occupancy = Name == "occupancy";
  auto XOf = [&](const VariantRow &Row) {
    return Occupancy ? static_cast<long long>(Row.BlocksPerSm)
                     : static_cast<long long>(Row.GridBlocks);
  };
  if (const VariantRow *Full = R.row("full"))
    C.FullX = XOf(*Full);
  std::string Untimed;
  bool AnyPoint = false, AnyTimedPoint = false;
  for (const VariantRow &Row : R.Variants) {
    const bool Point = Row.OnCurve && Row.Variant.starts_with(Name + "@");
    if (!Point && Row.Variant != "full" && Row.Variant != Name)
      continue;
    AnyPoint |= Point;
    if (Row.Time && (Row.Status == "ok" || Row.Status == "conservative") && XOf(Row) > 0) {
      C.Points.push_back({XOf(Row), Row.Variant, Row.Note, *Row.Time});
      AnyTimedPoint |= Point;
    } else if (Point && Untimed.empty())
      Untimed = Row.Status == "ok" || Row.Note.empty() ? "not timed" : Row.Note;
  }
  if (!AnyPoint) {
    C.Points.clear();
    return C;
  }
  std::sort(C.Points.begin(), C.Points.end(),
            [](const CurvePoint &A, const CurvePoint &B) { return A.X < B.X; });
  const CurvePoint *Full = fullOf(C);
  // Full and the what-if alone are no curve: its points were not drawn (under auto, the class
  // ruled them out), and the reading says why.
  if (C.Points.size() < 2 || !Full || !AnyTimedPoint) {
    C.Points.clear();
    C.Reading = Untimed.starts_with("not drawn")
                    ? Untimed
                    : "not drawn: " + (!Untimed.empty() ? Untimed
                                       : Full           ? std::string("no point was timed")
                                                        : std::string("full was not timed"));
    return C;
  }
  C.Reading =
      Occupancy ? occupancyReading(C, *Full, *bestOf(C)) : perThreadReading(C, *Full, *bestOf(C));
  return C;
}

std::vector<std::string> curveLines(const Curve &C) {
  std::vector<std::string> Out;
  const CurvePoint *Full = fullOf(C);
  for (const CurvePoint &P : C.Points) {
    std::string Line = placeOf(C, P.X) + ": " + printed("%.4f", P.Time.MedianMs) + " ms";
    if (&P == Full)
      Line += " (full as it is)";
    else if (Full && Full->Time.MedianMs > 0)
      Line += " (" + printed("%.2f", P.Time.MedianMs / Full->Time.MedianMs) + "x full's time; " +
              P.How + ")";
    Out.push_back(Line);
  }
  if (!C.Reading.empty())
    Out.push_back(C.Reading);
  return Out;
}

std::string curveTitle(const Curve &C) {
  return isOccupancy(C) ? "occupancy curve (full's time by blocks per multiprocessor)"
                        : "elements per thread (full's time by the blocks of its grid)";
}

} // namespace limiter
