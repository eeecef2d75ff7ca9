// What clang's CUDA mode lacks and nvcc gives, for the parse only: a compatibility header
// mapped in memory, and flags that accept what nvcc only warns about.

#ifndef LIMITER_REWRITERS_PARSECOMPAT_H
#define LIMITER_REWRITERS_PARSECOMPAT_H

#include <string>
#include <vector>

namespace limiter {

/// Where the parse finds parseCompatText() (a file mapped in memory, never on disk).
constexpr const char *ParseCompatPath = "/__limiter__/limiter_parse_compat.h";

/// What clang's CUDA mode lacks and nvcc's headers give, included before the source for the
/// parse only (never in a bundle): the host overloads of min and max that nvcc's
/// math_functions.hpp declares `__host__ __device__` and clang's CUDA headers device-only,
/// so that `max(a, b)` on floats in a host function parses as it compiles. A system header:
/// nothing in it is the project's.
std::string parseCompatText();

/// Flags of the parse only, where clang by a language rule rejects what nvcc's front end accepts
/// with a warning: the `register` storage class (removed in C++17) and narrowing conversions
/// in braces (`unsigned char c[] = {s}` of an unsigned short). nvcc warns about both when it
/// compiles the variants, as it does for the user's build.
std::vector<std::string> parseCompatFlags();

} // namespace limiter

#endif
