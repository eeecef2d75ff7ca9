// A config parameter `{ balance = [min, max] }` chosen on the GPU at hand: the value at which
// the kernel's arithmetic takes nearly as long as its memory traffic (the course's balanced
// scenario on whatever GPU the class has).

#ifndef LIMITER_RUNTIME_BALANCE_H
#define LIMITER_RUNTIME_BALANCE_H

#include "limiter/runtime/Results.h"
#include "limiter/support/ExperimentConfig.h"

#include <optional>
#include <string>

namespace limiter {

/// The share of memory-only's time that a balance parameter gives math-only. Not 1: at an
/// exact balance full overlaps the two and takes about as long as each twin, so a twin 1%
/// over full (clocks, the pilots' own error) reads as slower than full and the verdict as
/// uncertain (the H200, 2026-11-28: math-only 1.0% over full at its balance). At 95% both twins
/// stay within the balanced class's 10% of full, with room on either side.
inline constexpr double kBalanceMathShare = 0.95;

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

/// The value the pilots point to: where math-only takes kBalanceMathShare of memory-only's
/// time. With one pilot, math-only's time is taken as proportional to the value; with two or
/// more, the last two give each twin's time as an affine function of the value, solved for
/// that share. Clamped to [Min, Max]; Note says why when a bound was met or
/// the pilots could not decide (math-only does not grow faster than memory-only).
long long balanceFromPilots(const BalanceChoice &C, std::string &Note);

/// "rounds = 61, chosen so that math-only takes 95% of memory-only's time on this GPU (first
/// guess 86 from the ceilings, 21.5 FLOP/byte; pilots: 86: 0.71 / 0.94 ms, 64: 0.71 / 0.70 ms)".
std::string balanceSentence(const BalanceChoice &C);

} // namespace limiter

#endif
