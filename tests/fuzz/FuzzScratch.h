#ifndef LIMITER_TESTS_FUZZ_FUZZSCRATCH_H
#define LIMITER_TESTS_FUZZ_FUZZSCRATCH_H

// What the fuzz targets share: a scratch directory of their own (the readers take paths, and
// are fuzzed through them, as a user's files reach them) and the input as text.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace limiter::fuzz {

/// A directory of this process's own, removed when it exits.
const std::string &scratchDir();

/// Writes Data to scratchDir()/Name and returns the path.
std::string writeScratch(const std::string &Name, std::string_view Data);

inline std::string_view textOf(const std::uint8_t *Data, std::size_t Size) {
  return {reinterpret_cast<const char *>(Data), Size};
}

} // namespace limiter::fuzz

#endif
