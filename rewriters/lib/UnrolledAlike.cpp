// The per-line counts of two variants against the loops and helpers of the source: unrolling
// multiplies a loop's lines by one factor; anything else is work one of them lost or gained.

#include "UnrolledAlike.h"

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

bool unrolledAlike(const LineCounts &A, const LineCounts &B,
                   const std::function<bool(const std::string &)> &Wanted,
                   const UnrollSpans &Spans, std::string *Why,
                   const std::function<std::string(const std::string &)> &Name) {
  if (Spans.empty())
    return true;
  std::map<std::string, long> LineZero; // A's count on line 0 less B's, by kind
  // Per group (file index, innermost span; -1: outside every span) and kind, the counts of
  // A and B over the group's lines. Within a group the compiler may move code from line to
  // line (a rotated loop files a load under its header): the group's sums are what unrolling
  // multiplies.
  std::map<std::pair<std::string, int>, std::map<std::string, std::pair<unsigned, unsigned>>>
      Groups;
  std::map<std::pair<std::string, int>, std::string> Where; // a line of each group, to name it
  for (const auto &[Counts, First] : {std::pair{&A, true}, std::pair{&B, false}})
    for (const auto &[Location, ByKind] : *Counts)
      for (const auto &[Kind, N] : ByKind) {
        if (!N || !Wanted(Kind))
          continue;
        if (Location.ends_with(":0")) {
          LineZero[Kind] += First ? static_cast<long>(N) : -static_cast<long>(N);
          continue;
        }
        std::pair<std::string, int> Key{Location.substr(0, Location.rfind(':')),
                                        innermost(Spans, Location)};
        auto &Sums = Groups[Key][Kind];
        (First ? Sums.first : Sums.second) += N;
        Where.try_emplace(Key, Location);
      }
  std::map<std::string, double> Stray; // by kind, what the groups' factors leave unexplained
  std::map<std::string, std::string> FirstStray;
  for (const auto &[Key, Kinds] : Groups) {
    const std::vector<UnrollSpan> *FileSpans =
        Spans.count(Key.first) ? &Spans.at(Key.first) : nullptr;
    bool Exact = Key.second < 0 || !FileSpans || (*FileSpans)[Key.second].Exact;
    std::vector<std::pair<std::string, std::pair<unsigned, unsigned>>> Both;
    for (const auto &[Kind, Sums] : Kinds)
      if (Sums.first && Sums.second) // a kind only one holds is the kinds check's to judge
        Both.push_back({Kind, Sums});
    if (Both.empty())
      continue;
    // One factor for every kind of the group: 1 on the kernel's own lines, else the one that
    // leaves the least unexplained.
    auto Straying = [&](double R) {
      double Sum = 0;
      for (const auto &[Kind, Sums] : Both)
        Sum += std::abs(Sums.first - R * Sums.second);
      return Sum;
    };
    double Ratio = 1.0;
    if (!Exact) {
      Ratio = static_cast<double>(Both[0].second.first) / Both[0].second.second;
      for (const auto &[Kind, Sums] : Both)
        if (double R = static_cast<double>(Sums.first) / Sums.second; Straying(R) < Straying(Ratio))
          Ratio = R;
    }
    for (const auto &[Kind, Sums] : Both) {
      double Off = std::abs(Sums.first - Ratio * Sums.second);
      if (Off <= 1e-9)
        continue;
      Stray[Kind] += Off;
      if (!FirstStray.count(Kind)) {
        std::string Line = Name ? Name(Where[Key]) : Where[Key];
        std::string Group;
        if (Key.second < 0 || !FileSpans || (*FileSpans)[Key.second].Exact)
          Group = "the kernel's lines outside loops (" + Line + ")";
        else
          Group = "the loop or helper of lines " +
                  std::to_string((*FileSpans)[Key.second].First) + "-" +
                  std::to_string((*FileSpans)[Key.second].Last) + " (" + Line + ")";
        FirstStray[Kind] = Group + " hold " + std::to_string(Sums.first) + " " + Kind +
                           " against full's " + std::to_string(Sums.second) +
                           (Exact ? "" : ", off the factor of the group's other kinds");
      }
    }
  }
  for (const auto &[Kind, Off] : Stray)
    if (Off > static_cast<double>(std::labs(LineZero[Kind])) + 1e-9) {
      if (Why)
        *Why = FirstStray[Kind] + ", which unrolling does not explain (it multiplies a loop's "
                                  "or an inlined helper's work alike, the kernel's own lines "
                                  "outside loops not at all)";
      return false;
    }
  return true;
}

} // namespace limiter
