#ifndef LIMITER_SUPPORT_FILES_H
#define LIMITER_SUPPORT_FILES_H

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace limiter {

/// The most an input file limiter reads may hold: configs and courses name things, manifests,
/// results and batch summaries describe them; none holds data.
inline constexpr std::size_t MaxInputBytes = 16u << 20;

/// The whole file, or nullopt with Error set to the system's reason, or to "it is larger than
/// N MiB" when it holds more than MaxBytes.
std::optional<std::string> readFile(const std::string &Path, std::string &Error,
                                    std::size_t MaxBytes = SIZE_MAX);

/// Writes Contents to Path atomically: a temporary file in the same directory, flushed, then
/// renamed over Path, so that readers see the old file or the new one and never a part.
bool writeFileAtomically(const std::string &Path, std::string_view Contents, std::string &Error);

/// FNV-1a, 64 bits, as 16 hex digits: a fingerprint to notice that a file changed (not a
/// cryptographic hash).
std::string contentHash(std::string_view Contents);

} // namespace limiter

#endif
