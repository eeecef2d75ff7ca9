// The what-ifs by name and their selection: see WhatIfs.h.

#include "limiter/support/WhatIfs.h"

#include <algorithm>
#include <sstream>

namespace limiter {

const std::vector<std::string> &whatIfNames() {
  static const std::vector<std::string> Names = {"nobarrier"};
  return Names;
}

std::optional<WhatIfSelection> parseWhatIfSelection(const std::string &Text, std::string &Error) {
  if (Text == "all")
    return WhatIfSelection();
  std::set<std::string> Chosen;
  if (Text == "none")
    return WhatIfSelection(Chosen);
  std::istringstream In(Text);
  for (std::string Name; std::getline(In, Name, ',');) {
    if (std::find(whatIfNames().begin(), whatIfNames().end(), Name) == whatIfNames().end()) {
      std::string Known;
      for (const std::string &K : whatIfNames())
        Known += (Known.empty() ? "" : ", ") + K;
      Error = "unknown what-if '" + Name + "' (known: " + Known + "; or all, none)";
      return std::nullopt;
    }
    Chosen.insert(Name);
  }
  if (Chosen.empty()) {
    Error = "no what-if named (give all, none or a list such as nobarrier)";
    return std::nullopt;
  }
  return WhatIfSelection(Chosen);
}

std::string whatIfSelectionText(const WhatIfSelection &S) {
  if (!S)
    return "all";
  if (S->empty())
    return "none";
  std::string Out;
  for (const std::string &N : *S)
    Out += (Out.empty() ? "" : ",") + N;
  return Out;
}

} // namespace limiter
