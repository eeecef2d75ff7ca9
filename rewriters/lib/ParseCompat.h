#ifndef LIMITER_REWRITERS_PARSECOMPAT_H
#define LIMITER_REWRITERS_PARSECOMPAT_H

#include <string>

namespace limiter {

/// Where the parse finds parseCompatText() (a file mapped in memory, never on disk).
constexpr const char *ParseCompatPath = "/__limiter__/limiter_parse_compat.h";

/// What clang's CUDA mode lacks and nvcc's headers give, included before the source for the
/// parse only (never in a bundle): the host overloads of min and max that nvcc's
/// math_functions.hpp declares `__host__ __device__` and clang's CUDA headers device-only,
/// so that `max(a, b)` on floats in a host function parses as it compiles. A system header:
/// nothing in it is the project's.
std::string parseCompatText();

} // namespace limiter

#endif
