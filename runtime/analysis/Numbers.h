// Numbers as the reports print them: a value through one printf format, fixed digits and
// percentages. One place, so that every part of a report rounds alike.

#pragma once

#include <cstdio>
#include <string>

namespace limiter {

/// Value printed with Format, a printf format that takes one double ("%.3g ms").
inline std::string printed(const char *Format, double Value) {
  char Buffer[64];
  std::snprintf(Buffer, sizeof Buffer, Format, Value);
  return Buffer;
}

/// Value with Digits digits after the point: fixedDigits(0.52634, 3) is "0.526".
inline std::string fixedDigits(double Value, int Digits) {
  char Buffer[64];
  std::snprintf(Buffer, sizeof Buffer, "%.*f", Digits, Value);
  return Buffer;
}

/// Fraction as a percentage with Digits digits after the point: percentText(0.125, 1) is
/// "12.5%".
inline std::string percentText(double Fraction, int Digits) {
  return fixedDigits(Fraction * 100, Digits) + "%";
}

} // namespace limiter
