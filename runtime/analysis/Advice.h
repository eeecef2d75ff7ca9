// The advice the verdict gives per class: the CUDA guidelines of seeds 000-004 in our words,
// and for an inseparable or floor-bound kernel, advice drawn from what was measured.

#ifndef LIMITER_RUNTIME_ADVICE_H
#define LIMITER_RUNTIME_ADVICE_H

#include "limiter/runtime/Separation.h"

#include <string>
#include <vector>

namespace limiter {

extern const std::vector<std::string> MemoryAdvice;
extern const std::vector<std::string> MathAdvice;
extern const std::vector<std::string> LatencyAdvice;
extern const std::vector<std::string> FloorAdvice;

/// For a kernel whose twins could not separate its sides: what the causes of the kept loads,
/// full's atomics and (where it made the kernel inseparable: ArithmeticKept) the arithmetic
/// memory-only kept point at, then how to read the limit without the twins.
std::vector<std::string> inseparableAdvice(const Separation &Shares, bool ArithmeticKept);

} // namespace limiter

#endif
