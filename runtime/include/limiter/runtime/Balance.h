// A config parameter `{ balance = [min, max] }` chosen on the GPU at hand: the value at which
// the kernel's arithmetic and its memory traffic take equally long (the course's balanced
// scenario on whatever GPU the class has).

#ifndef LIMITER_RUNTIME_BALANCE_H
#define LIMITER_RUNTIME_BALANCE_H

#include "limiter/runtime/Results.h"
#include "limiter/support/ExperimentConfig.h"

#include <optional>
#include <string>

namespace limiter {

/// The first guess: the least value in the parameter's range at which the config's [work]
/// flops per byte reach the device's (calibrated FMA rate over copy bandwidth), the max when
/// none does; nullopt when [work] cannot be evaluated.
std::optional<long long> balanceFromCeilings(const ExperimentConfig &Config, const ParamSpec &P,
                                             double DeviceFlopPerByte);

/// The choice before any pilot: P's name and range, the device's FLOP per byte and the first
/// guess from them (balanceFromCeilings) where there are ceilings, and Value that guess (the
/// range's least without one).
BalanceChoice balanceStart(const ExperimentConfig &Config, const ParamSpec &P,
                           std::optional<double> DeviceFlopPerByte);

/// The value the pilots point to. With one pilot, math-only's time is taken as proportional to
/// the value; with two or more, the last two give each twin's time as an affine function of the
/// value, solved for equal times. Clamped to [Min, Max]; Note says why when a bound was met or
/// the pilots could not decide (math-only does not grow faster than memory-only).
long long balanceFromPilots(const BalanceChoice &C, std::string &Note);

/// "rounds = 61, chosen so that memory-only and math-only take equally long on this GPU (first
/// guess 86 from the ceilings, 21.5 FLOP/byte; pilots: 86: 0.71 / 0.94 ms, 64: 0.71 / 0.70 ms)".
std::string balanceSentence(const BalanceChoice &C);

} // namespace limiter

#endif
