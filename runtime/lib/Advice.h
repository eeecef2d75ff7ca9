// The advice the verdict gives per class: the CUDA guidelines of seeds 000-004 in our words,
// and for an inseparable or floor-bound kernel, advice drawn from what was measured.

#ifndef LIMITER_RUNTIME_ADVICE_H
#define LIMITER_RUNTIME_ADVICE_H

#include "limiter/runtime/Verdict.h"

#include <string>
#include <vector>

namespace limiter {

extern const std::vector<std::string> MemoryAdvice;
extern const std::vector<std::string> MathAdvice;
extern const std::vector<std::string> LatencyAdvice;
extern const std::vector<std::string> FloorAdvice;

/// For a kernel whose twins could not separate its sides: what the measured shares, the causes
/// of the kept loads and full's atomics point at, then how to read the limit without the twins.
std::vector<std::string> inseparableAdvice(const Separation &Shares);

} // namespace limiter

#endif
