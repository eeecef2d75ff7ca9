// The what-ifs by name, and the `--what-if LIST|all|none` selection of them that generate,
// run, analyze, profile and batch take.

#ifndef LIMITER_SUPPORT_WHATIFS_H
#define LIMITER_SUPPORT_WHATIFS_H

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace limiter {

/// Every what-if limiter can make, by the name its variant has ("nobarrier").
const std::vector<std::string> &whatIfNames();

/// A selection of what-ifs: unset for every one ("all"), else the names chosen (empty: "none").
using WhatIfSelection = std::optional<std::set<std::string>>;

/// "all", "none" or a comma-separated list of names; nullopt with Error naming the unknown
/// name and the known ones.
std::optional<WhatIfSelection> parseWhatIfSelection(const std::string &Text, std::string &Error);

/// The selection as `--what-if` spells it: "all", "none" or "a,b".
std::string whatIfSelectionText(const WhatIfSelection &S);

/// Whether S selects the what-if Name.
inline bool selects(const WhatIfSelection &S, const std::string &Name) {
  return !S || S->count(Name);
}

} // namespace limiter

#endif
