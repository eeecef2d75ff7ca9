// The verdict of seed 001's method: the limiter classes, the thresholds, the evidence of
// separation, and the judgement from the variants' times.

#ifndef LIMITER_RUNTIME_VERDICT_H
#define LIMITER_RUNTIME_VERDICT_H

#include "limiter/runtime/Separation.h"

#include <optional>
#include <string_view>
#include <string>
#include <vector>

namespace limiter {

/// The thresholds of the verdict, named and settable (`limiter run --threshold NAME=VALUE`).
struct VerdictThresholds {
  /// A variant is "close to" the full kernel when its time is at least (1 - Close) * T_full.
  double Close = 0.10;
  /// Poor overlap: T_full exceeds max(T_mem, T_math) by more than this fraction.
  double LatencyMargin = 0.20;
  /// A variant sits at the floor when its time is at most (1 + Floor) * T_skeleton.
  double Floor = 0.10;
  /// Throughput below this fraction of the calibrated ceiling is "low" (seed 001: a
  /// memory-bound verdict is a latency problem when memory throughput is low versus the HW).
  double LowThroughput = 0.60;
  /// Inseparable: math-only keeps more than this share of full's global traffic (loads whose
  /// values decide addresses, branches or trip counts), or memory-only more than this share of
  /// full's arithmetic while that arithmetic costs time. The twins then do not split memory
  /// from arithmetic, and no bound class is given.
  double Inseparable = 0.50;
};

/// Median times in milliseconds of the variants that ran.
struct VariantTimes {
  double Full = 0;
  double Mem = 0;
  double Math = 0;
  std::optional<double> Store;
  std::optional<double> Skeleton;
};

/// What the kernel moved and computed, when known, and the device's calibrated ceilings.
struct Throughput {
  std::optional<double> BytesMoved;    ///< DRAM bytes of one launch.
  std::optional<double> FlopCount;     ///< Floating-point operations of one launch.
  std::optional<double> CopyBandwidth; ///< Bytes per second (calibrated).
  std::optional<double> FmaThroughput; ///< FLOP per second (calibrated, FMA = 2).
};

/// The classes of seed 001's method, and the two verdicts that say why none of them applies:
/// the twins could not separate memory from arithmetic (Inseparable), or the full kernel takes
/// no longer than launching and scheduling its grid (FloorBound).
enum class Limiter { MemoryBound, MathBound, Balanced, LatencyBound, Inseparable, FloorBound };

std::string_view toString(Limiter L);

struct Verdict {
  Limiter Kind = Limiter::Balanced;
  /// (T_mem + T_math - T_full) / min(T_mem, T_math), clamped to [0, 1]: 1 = the shorter side
  /// fully hidden, 0 = the two run back to back.
  double Overlap = 0;
  /// The part of the shorter side not hidden, in ms.
  double UnhiddenMs = 0;
  /// The larger side when latency-bound: "memory" or "math".
  std::string Dominant;
  bool MathAtFloor = false; ///< T_math at T_skeleton: the arithmetic costs nothing extra.
  bool StoreAtFloor = false;
  std::optional<double> BandwidthFraction; ///< Achieved / calibrated copy bandwidth.
  std::optional<double> ArithmeticFraction;
  /// Memory-bound with low bandwidth (or math-bound with low arithmetic rate): the limiter is
  /// really latency.
  bool LowThroughput = false;
  std::string Sentence; ///< The verdict in one line.
  std::vector<std::string> Advice;
  /// Why the variants do not support a verdict (a conservative, absent, faulted or slower
  /// variant, a failed check). When any is given, Kind is only tentative and the verdict is
  /// "uncertain": the sentence says so first and no class-specific advice is given.
  std::vector<std::string> Doubts;
  /// Why the times are less precise than asked (a variant that ended above the spread target or
  /// under the minimum samples). The class stands, marked `imprecise`.
  std::vector<std::string> Imprecision;
  Separation Shares;

  bool uncertain() const { return !Doubts.empty(); }
  bool imprecise() const { return !Imprecision.empty(); }
};

/// "memory-bound", "uncertain (tentatively memory-bound)", "memory-bound, imprecise".
std::string verdictLabel(const Verdict &V);

/// The class a label or results.json names; nullopt for an unknown name.
std::optional<Limiter> limiterNamed(std::string_view Name);

/// The verdict of seed 001's method from the variants' times; with Doubts, uncertain; with
/// Imprecision, imprecise. A full kernel at the skeleton's time is floor-bound, and twins that
/// keep too much of each other's side (Shares) make it inseparable, before any bound class.
Verdict judge(const VariantTimes &Times, const Throughput &Rates = {},
              const VerdictThresholds &Thresholds = {}, std::vector<std::string> Doubts = {},
              const Separation &Shares = {}, std::vector<std::string> Imprecision = {});

/// Parses "close=0.1" style settings into Thresholds; false with Error for an unknown name or
/// a value outside (0, 1].
bool setThreshold(VerdictThresholds &Thresholds, const std::string &Setting, std::string &Error);

} // namespace limiter

#endif
