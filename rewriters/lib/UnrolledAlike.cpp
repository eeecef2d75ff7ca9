// The per-line counts of two variants against the loops and helpers of the source: unrolling
// multiplies a loop's lines by one factor; anything else is work one of them lost or gained.

#include "UnrolledAlike.h"

#include <cstdlib>

namespace limiter {
namespace {

struct Pair {
  std::string Location, Kind;
  unsigned A = 0, B = 0;
};

/// The innermost span around a location: its index in Spans of its file, or -1.
int innermost(const UnrollSpans &Spans, const std::string &Location) {
  std::size_t Colon = Location.rfind(':');
  auto It = Spans.find(Location.substr(0, Colon));
  if (Colon == std::string::npos || It == Spans.end())
    return -1;
  unsigned Line = static_cast<unsigned>(std::atoi(Location.c_str() + Colon + 1));
  int Best = -1;
  for (std::size_t I = 0; I < It->second.size(); ++I) {
    const UnrollSpan &S = It->second[I];
    if (S.First <= Line && Line <= S.Last &&
        (Best < 0 || S.Last - S.First < It->second[Best].Last - It->second[Best].First))
      Best = static_cast<int>(I);
  }
  return Best;
}

} // namespace

bool unrolledAlike(const LineCounts &A, const LineCounts &B,
                   const std::function<bool(const std::string &)> &Wanted,
                   const UnrollSpans &Spans, std::string *Why,
                   const std::function<std::string(const std::string &)> &Name) {
  if (Spans.empty())
    return true;
  // The pairs of counts by group: (file index, span) or the kernel's exact lines.
  std::map<std::pair<std::string, int>, std::vector<Pair>> Groups;
  std::map<std::string, long> LineZero; // |A's count on line 0 less B's|, by kind
  for (const auto &[Location, Counts] : A)
    if (Location.ends_with(":0"))
      for (const auto &[Kind, N] : Counts)
        if (Wanted(Kind))
          LineZero[Kind] += N;
  for (const auto &[Location, Counts] : B)
    if (Location.ends_with(":0"))
      for (const auto &[Kind, N] : Counts)
        if (Wanted(Kind))
          LineZero[Kind] -= N;
  std::map<std::pair<std::string, int>, bool> Exact;
  for (const auto &[Location, Counts] : A) {
    auto Other = B.find(Location);
    if (Location.ends_with(":0") || Other == B.end())
      continue;
    for (const auto &[Kind, N] : Counts) {
      auto M = Other->second.find(Kind);
      if (!N || !Wanted(Kind) || M == Other->second.end() || !M->second)
        continue;
      std::string File = Location.substr(0, Location.rfind(':'));
      int Span = innermost(Spans, Location);
      Groups[{File, Span}].push_back({Location, Kind, N, M->second});
      Exact[{File, Span}] = Span < 0 || Spans.at(File)[Span].Exact;
    }
  }
  // Per kind, how far the lines stray from their group's ratio, against what line 0 can hold.
  std::map<std::string, double> Stray;
  std::map<std::string, const Pair *> First; // the first line off its ratio, by kind
  for (const auto &[Key, Pairs] : Groups) {
    // The group's factor: 1 on the kernel's own lines, else the one line ratio that leaves
    // the least unexplained (a line the compiler emptied into line 0 is off it, not the rest).
    auto Straying = [&](double R) {
      double Sum = 0;
      for (const Pair &P : Pairs)
        Sum += std::abs(P.A - R * P.B);
      return Sum;
    };
    double Ratio = 1.0;
    if (!Exact[Key]) {
      Ratio = static_cast<double>(Pairs[0].A) / Pairs[0].B;
      for (const Pair &P : Pairs)
        if (double R = static_cast<double>(P.A) / P.B; Straying(R) < Straying(Ratio))
          Ratio = R;
    }
    for (const Pair &P : Pairs) {
      double Off = std::abs(P.A - Ratio * P.B);
      if (Off > 1e-9) {
        Stray[P.Kind] += Off;
        First.try_emplace(P.Kind, &P);
      }
    }
  }
  for (const auto &[Kind, Off] : Stray)
    if (Off > static_cast<double>(std::labs(LineZero[Kind])) + 1e-9) {
      if (Why) {
        const Pair &P = *First[Kind];
        *Why = (Name ? Name(P.Location) : P.Location) + " holds " + std::to_string(P.A) + " " +
               Kind + " against full's " + std::to_string(P.B) +
               ", which unrolling does not explain (it multiplies all the lines of a loop "
               "alike, and the kernel's lines outside loops not at all)";
      }
      return false;
    }
  return true;
}

} // namespace limiter
