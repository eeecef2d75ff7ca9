// Matching a variant's kernel entry, as the manifest names it, with the entries nvcc emits.

#ifndef LIMITER_SUPPORT_ENTRYNAMES_H
#define LIMITER_SUPPORT_ENTRYNAMES_H

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace limiter {

/// Whether Candidate, a kernel entry as nvcc emits it, is Entry, a variant's entry as the
/// manifest names it: the same name, or, for a kernel in an anonymous namespace, the same but
/// for that namespace, which clang mangles `12_GLOBAL__N_1` and nvcc after the file's path
/// (`31_GLOBAL__N__07813591_5_st_cu_k3`, different wherever the bundle is compiled).
bool sameEntry(std::string_view Entry, std::string_view Candidate);

/// The one of Candidates that is Entry, or nullopt when none or several are.
std::optional<std::string> resolveEntry(std::string_view Entry,
                                        const std::vector<std::string> &Candidates);

} // namespace limiter

#endif
