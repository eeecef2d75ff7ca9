// The arithmetic of choosing a balance parameter: the first guess from the ceilings and the
// solution from the pilots' twin times. The pilots themselves run in measure/Balance.cpp.

#include "limiter/runtime/Balance.h"
#include "analysis/Numbers.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace limiter {
namespace {

/// [work] flops per byte with P at Value; nullopt when either cannot be evaluated.
std::optional<double> flopsPerByte(const ExperimentConfig &Config, const ParamSpec &P,
                                   long long Value) {
  if (!Config.WorkFlops || !Config.WorkBytes)
    return std::nullopt;
  std::map<std::string, long long> Names = Config.integerScalars();
  Names[P.Name] = Value;
  std::string Error;
  std::optional<long long> Flops = Config.WorkFlops->evaluate(Names, Error);
  std::optional<long long> Bytes = Config.WorkBytes->evaluate(Names, Error);
  if (!Flops || !Bytes || *Bytes <= 0)
    return std::nullopt;
  return static_cast<double>(*Flops) / static_cast<double>(*Bytes);
}

} // namespace

std::optional<long long> balanceFromCeilings(const ExperimentConfig &Config, const ParamSpec &P,
                                             double DeviceFlopPerByte) {
  if (!P.Balance)
    return std::nullopt;
  long long Low = P.Balance->first, High = P.Balance->second;
  std::optional<double> AtLow = flopsPerByte(Config, P, Low);
  std::optional<double> AtHigh = flopsPerByte(Config, P, High);
  if (!AtLow || !AtHigh)
    return std::nullopt;
  if (*AtLow >= DeviceFlopPerByte)
    return Low;
  if (*AtHigh < DeviceFlopPerByte)
    return High;
  // The least value that reaches it, by bisection: [work] grows with the parameter.
  while (High - Low > 1) {
    long long Mid = Low + (High - Low) / 2;
    std::optional<double> AtMid = flopsPerByte(Config, P, Mid);
    if (!AtMid)
      return std::nullopt;
    (*AtMid >= DeviceFlopPerByte ? High : Low) = Mid;
  }
  return High;
}

BalanceChoice balanceStart(const ExperimentConfig &Config, const ParamSpec &P,
                           std::optional<double> DeviceFlopPerByte) {
  BalanceChoice C;
  C.Param = P.Name;
  C.Min = P.Balance ? P.Balance->first : static_cast<long long>(P.Value);
  C.Max = P.Balance ? P.Balance->second : static_cast<long long>(P.Value);
  C.DeviceFlopPerByte = DeviceFlopPerByte;
  if (DeviceFlopPerByte)
    C.FromCeilings = balanceFromCeilings(Config, P, *DeviceFlopPerByte);
  C.Value = C.FromCeilings.value_or(C.Min);
  return C;
}

long long balanceFromPilots(const BalanceChoice &C, std::string &Note) {
  const std::vector<BalanceChoice::Pilot> &Ps = C.Pilots;
  double Solved = 0;
  if (Ps.empty()) {
    Note = "no pilot timing";
    return C.FromCeilings.value_or(C.Min);
  }
  const double Share = kBalanceMathShare;
  const BalanceChoice::Pilot &B = Ps.back();
  if (Ps.size() == 1 || Ps[Ps.size() - 2].Value == B.Value) {
    if (B.MathMs <= 0) {
      Note = "math-only took no measurable time at " + std::to_string(B.Value);
      return B.Value;
    }
    Solved = static_cast<double>(B.Value) * Share * B.MemMs / B.MathMs;
  } else {
    const BalanceChoice::Pilot &A = Ps[Ps.size() - 2];
    double Span = static_cast<double>(B.Value - A.Value);
    double MathSlope = (B.MathMs - A.MathMs) / Span, MemSlope = (B.MemMs - A.MemMs) / Span;
    if (MathSlope <= Share * MemSlope) {
      Note = "math-only's time does not grow faster than memory-only's with " + C.Param +
             ": no value balances them";
      return B.MathMs < B.MemMs ? C.Max : C.Min;
    }
    // MathMs + MathSlope * d = Share * (MemMs + MemSlope * d), d from B.
    Solved = static_cast<double>(B.Value) +
             (Share * B.MemMs - B.MathMs) / (MathSlope - Share * MemSlope);
  }
  long long Value = std::llround(Solved);
  if (Value < C.Min || Value > C.Max) {
    Note = "the twins would balance at " + C.Param + " = " + fixedDigits(Solved, 0) +
           ", outside the config's range";
    Value = std::clamp(Value, C.Min, C.Max);
  }
  return Value;
}

std::string balanceSentence(const BalanceChoice &C) {
  std::string Out = C.Param + " = " + std::to_string(C.Value) +
                    ", chosen so that math-only takes " + fixedDigits(100 * kBalanceMathShare, 0) +
                    "% of memory-only's time on this GPU";
  std::string Why;
  if (C.FromCeilings && C.DeviceFlopPerByte)
    Why = "first guess " + std::to_string(*C.FromCeilings) + " from the ceilings, " +
          fixedDigits(*C.DeviceFlopPerByte, 1) + " FLOP/byte";
  if (!C.Pilots.empty()) {
    Why += std::string(Why.empty() ? "" : "; ") + "pilots (mem / math):";
    for (std::size_t I = 0; I < C.Pilots.size(); ++I)
      Why += std::string(I ? "," : "") + " " + std::to_string(C.Pilots[I].Value) + ": " +
             fixedDigits(C.Pilots[I].MemMs, 3) + " / " + fixedDigits(C.Pilots[I].MathMs, 3) + " ms";
  }
  if (!Why.empty())
    Out += " (" + Why + ")";
  if (!C.Note.empty())
    Out += "; " + C.Note;
  return Out;
}

} // namespace limiter
