// The host-side contents of the buffers and symbols a run fills: each value a function of the
// config's seed and the element's index, so every run and every process fills alike.

#ifndef LIMITER_RUNTIME_MEASURE_FILL_H
#define LIMITER_RUNTIME_MEASURE_FILL_H

#include "limiter/runtime/LaunchPlan.h"

#include <cstdint>
#include <string>
#include <vector>

namespace limiter {

/// SplitMix64 of one counter: a random 64-bit value for element Index of stream Seed. Each
/// element depends only on (Seed, Index), so buffers are filled in parallel and the same
/// config gives the same contents on every run and in every process.
std::uint64_t mixed(std::uint64_t Seed, std::uint64_t Index);

/// The value of element Index of a fill.
double fillValue(const FillSpec &F, std::uint64_t Seed, std::uint64_t Index);

/// Host-side contents of a buffer, per its fill, computed on every core.
std::vector<std::uint8_t> filled(const BufferPlan &B, std::uint64_t Seed);

/// "stencil::Coeff" -> "_ZN7stencil5CoeffE"; "Coeff" -> "Coeff".
std::string mangledVariable(const std::string &Qualified);

} // namespace limiter

#endif
