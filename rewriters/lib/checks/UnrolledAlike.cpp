// The per-line counts of two variants against the loops and helpers of the source: outside the
// kernel's loops a line runs once per thread, so its counts must be equal; a difference there is
// work one variant lost or gained, not unrolling.

#include "checks/UnrolledAlike.h"

#include <cstdlib>

namespace limiter {
namespace {

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

std::map<std::string, std::set<std::string>>
classesByLine(const LineCounts &Lines, const std::function<bool(const std::string &)> &Wanted) {
  std::map<std::string, std::set<std::string>> Out;
  for (const auto &[Location, Counts] : Lines)
    for (const auto &[Key, N] : Counts)
      if (N && Wanted(Key) && !Location.ends_with(":0")) // line 0: code of no one line
        Out[Location].insert(Key);
  return Out;
}

bool sameKindsOnLines(const LineCounts &A, const LineCounts &B,
                      const std::function<bool(const std::string &)> &Wanted) {
  auto ALines = classesByLine(A, Wanted), BLines = classesByLine(B, Wanted);
  std::map<std::string, long> LineZero; // A's count on line 0 less B's, by kind.
  for (const auto &[Counts, Sign] : {std::pair{&A, 1L}, std::pair{&B, -1L}})
    for (const auto &[Location, ByKind] : *Counts)
      if (Location.ends_with(":0"))
        for (const auto &[Key, N] : ByKind)
          if (Wanted(Key))
            LineZero[Key] += Sign * static_cast<long>(N);
  auto MoreOnLineZero = [&](const std::string &Kind, long Sign) {
    auto It = LineZero.find(Kind);
    return It != LineZero.end() && Sign * It->second > 0;
  };
  // Each kind a line of one holds is on the same line of the other, or the one's line 0 has
  // less of it.
  auto Covered = [&](const auto &One, const auto &Other, long SignOfOne) {
    for (const auto &[Location, Kinds] : One) {
      auto It = Other.find(Location);
      for (const std::string &Kind : Kinds)
        if ((It == Other.end() || !It->second.count(Kind)) && !MoreOnLineZero(Kind, -SignOfOne))
          return false;
    }
    return true;
  };
  return Covered(ALines, BLines, 1) && Covered(BLines, ALines, -1);
}

LineCounts linesByPath(const LineCounts &Lines, const std::map<std::string, std::string> &Files) {
  LineCounts Out;
  for (const auto &[Location, Counts] : Lines) {
    const std::size_t Colon = Location.rfind(':');
    auto It = Colon == std::string::npos ? Files.end() : Files.find(Location.substr(0, Colon));
    // Line 0 and a location of no known file keep their key: code of no one line.
    const std::string Key = It == Files.end() || Location.ends_with(":0")
                                ? Location
                                : It->second + Location.substr(Colon);
    for (const auto &[Kind, N] : Counts)
      Out[Key][Kind] += N;
  }
  return Out;
}

bool unrolledAlike(const LineCounts &A, const LineCounts &B,
                   const std::function<bool(const std::string &)> &Wanted,
                   const UnrollSpans &Spans, std::string *Why,
                   const std::function<std::string(const std::string &)> &Name) {
  if (Spans.empty())
    return true;
  // What the compiler filed under no line (line 0) may make up a difference, kind by kind.
  std::map<std::string, long> LineZero;
  // By kind, A's and B's counts on the kernel's own lines outside its loops, where a line runs
  // once per thread in every variant and unrolling multiplies nothing.
  std::map<std::string, std::pair<unsigned, unsigned>> Straight;
  std::map<std::string, std::string> FirstLine;
  for (const auto &[Counts, First] : {std::pair{&A, true}, std::pair{&B, false}})
    for (const auto &[Location, ByKind] : *Counts)
      for (const auto &[Kind, N] : ByKind) {
        if (!N || !Wanted(Kind))
          continue;
        if (Location.ends_with(":0")) {
          LineZero[Kind] += First ? static_cast<long>(N) : -static_cast<long>(N);
          continue;
        }
        int Span = innermost(Spans, Location);
        std::string File = Location.substr(0, Location.rfind(':'));
        if (Span < 0 || !Spans.at(File)[Span].Exact)
          continue; // a loop, a helper, or code limiter did not model: unrolling may differ
        auto &Sums = Straight[Kind];
        (First ? Sums.first : Sums.second) += N;
        FirstLine.try_emplace(Kind, Location);
      }
  for (const auto &[Kind, Sums] : Straight) {
    // Line 0 makes up a difference only the other way round: what one variant lacks on its
    // lines, it has more of under no line.
    long Off = static_cast<long>(Sums.first) - static_cast<long>(Sums.second);
    long Zero = LineZero[Kind];
    bool MadeUp = Off == 0 || ((Off < 0) == (Zero > 0) && std::labs(Off) <= std::labs(Zero));
    if (!MadeUp) {
      if (Why)
        *Why = "the kernel's lines outside loops (" +
               (Name ? Name(FirstLine[Kind]) : FirstLine[Kind]) + ", ...) hold " +
               std::to_string(Sums.first) + " " + Kind + " against full's " +
               std::to_string(Sums.second) +
               ", which unrolling does not explain (outside loops a line runs once per thread)";
      return false;
    }
  }
  return true;
}

} // namespace limiter
