#ifndef LIMITER_SUPPORT_FILES_H
#define LIMITER_SUPPORT_FILES_H

#include <optional>
#include <string>
#include <string_view>

namespace limiter {

/// The whole file, or nullopt with Error set to the system's reason.
std::optional<std::string> readFile(const std::string &Path, std::string &Error);

/// Writes Contents to Path atomically: a temporary file in the same directory, flushed, then
/// renamed over Path, so that readers see the old file or the new one and never a part.
bool writeFileAtomically(const std::string &Path, std::string_view Contents, std::string &Error);

/// FNV-1a, 64 bits, as 16 hex digits: a fingerprint to notice that a file changed (not a
/// cryptographic hash).
std::string contentHash(std::string_view Contents);

} // namespace limiter

#endif
