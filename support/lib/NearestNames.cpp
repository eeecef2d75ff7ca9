// Case-insensitive edit distance and the nearest candidate names, for typo suggestions.

#include "limiter/support/NearestNames.h"

#include <algorithm>
#include <cctype>
#include <numeric>

namespace limiter {
namespace {

std::string lowered(std::string_view S) {
  std::string Out(S);
  std::transform(Out.begin(), Out.end(), Out.begin(),
                 [](unsigned char C) { return static_cast<char>(std::tolower(C)); });
  return Out;
}

} // namespace

std::size_t editDistance(std::string_view A, std::string_view B) {
  std::string L = lowered(A), R = lowered(B);
  std::vector<std::size_t> Row(R.size() + 1);
  std::iota(Row.begin(), Row.end(), 0);
  for (std::size_t I = 1; I <= L.size(); ++I) {
    std::size_t Diagonal = Row[0];
    Row[0] = I;
    for (std::size_t J = 1; J <= R.size(); ++J) {
      std::size_t Above = Row[J];
      Row[J] = std::min({Row[J] + 1, Row[J - 1] + 1, Diagonal + (L[I - 1] == R[J - 1] ? 0 : 1)});
      Diagonal = Above;
    }
  }
  return Row[R.size()];
}

std::vector<std::string> nearestNames(std::string_view Name,
                                      const std::vector<std::string> &Candidates,
                                      std::size_t MaxResults) {
  std::string Needle = lowered(Name);
  std::vector<std::pair<std::size_t, std::string>> Scored;
  for (const std::string &C : Candidates) {
    std::size_t Distance = editDistance(Name, C);
    bool Contains = !Needle.empty() && lowered(C).find(Needle) != std::string::npos;
    // A third of the longer name, at least 2: "fwd3d" finds "fwd_3D", "x" finds nothing.
    std::size_t Allowed = std::max<std::size_t>(2, std::max(Name.size(), C.size()) / 3);
    if (Contains)
      Distance = std::min(Distance, std::size_t{1});
    if (Distance <= Allowed)
      Scored.emplace_back(Distance, C);
  }
  std::stable_sort(Scored.begin(), Scored.end(),
                   [](const auto &X, const auto &Y) { return X.first < Y.first; });
  std::vector<std::string> Out;
  for (std::size_t I = 0; I < Scored.size() && I < MaxResults; ++I)
    Out.push_back(Scored[I].second);
  return Out;
}

} // namespace limiter
