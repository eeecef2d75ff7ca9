// Typo suggestions: the candidate names nearest to a name that matched none.

#ifndef LIMITER_SUPPORT_NEARESTNAMES_H
#define LIMITER_SUPPORT_NEARESTNAMES_H

#include <string>
#include <string_view>
#include <vector>

namespace limiter {

/// Case-insensitive Levenshtein distance.
std::size_t editDistance(std::string_view A, std::string_view B);

/// The candidates closest to Name (at most MaxResults), nearest first; only those near enough
/// to be a plausible typo or a substring match are returned.
std::vector<std::string> nearestNames(std::string_view Name,
                                      const std::vector<std::string> &Candidates,
                                      std::size_t MaxResults = 3);

} // namespace limiter

#endif
