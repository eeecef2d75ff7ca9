// Matching kernel entries across clang's and nvcc's manglings of anonymous namespaces.

#include "limiter/support/EntryNames.h"

#include <cctype>

namespace limiter {
namespace {

constexpr std::string_view ClangAnonymous = "12_GLOBAL__N_1";

/// At Text, nvcc's `<length>_GLOBAL__N__...` component: its size, or 0.
std::size_t nvccAnonymousAt(std::string_view Text) {
  std::size_t Digits = 0;
  while (Digits < Text.size() && std::isdigit(static_cast<unsigned char>(Text[Digits])))
    ++Digits;
  if (!Digits || Text.substr(Digits).rfind("_GLOBAL__N__", 0) != 0)
    return 0;
  std::size_t Length = std::stoul(std::string(Text.substr(0, Digits)));
  return Digits + Length <= Text.size() ? Digits + Length : 0;
}

} // namespace

bool sameEntry(std::string_view Entry, std::string_view Candidate) {
  if (Entry == Candidate)
    return true;
  std::size_t At = Entry.find(ClangAnonymous);
  if (At == std::string_view::npos || Candidate.substr(0, At) != Entry.substr(0, At))
    return false;
  std::size_t Component = nvccAnonymousAt(Candidate.substr(At));
  return Component && Candidate.substr(At + Component) == Entry.substr(At + ClangAnonymous.size());
}

std::optional<std::string> resolveEntry(std::string_view Entry,
                                        const std::vector<std::string> &Candidates) {
  std::optional<std::string> Found;
  for (const std::string &C : Candidates)
    if (sameEntry(Entry, C)) {
      if (Found && *Found != C)
        return std::nullopt;
      Found = C;
    }
  return Found;
}

} // namespace limiter
