// How much of each side the other twin had to keep: the evidence behind an `inseparable`
// verdict, shared by the evidence, the verdict and its advice.

#ifndef LIMITER_RUNTIME_SEPARATION_H
#define LIMITER_RUNTIME_SEPARATION_H

#include <optional>
#include <string>
#include <vector>

namespace limiter {

/// How much of each side the other twin had to keep: the evidence for `inseparable`. A share
/// is absent when it could not be measured (no counts of either kind).
struct Separation {
  /// Math-only's global traffic over full's: executed load, store and atomic requests (its
  /// guarded stores never run), or static global load instructions over full's global accesses.
  std::optional<double> TrafficKeptByMath;
  /// The same in bytes: executed 32-byte sectors, or static instructions by their width.
  std::optional<double> BytesKeptByMath;
  /// Memory-only's arithmetic over full's (floating-point and special-function instructions,
  /// executed or static).
  std::optional<double> ArithmeticKeptByMem;
  bool Executed = false; ///< The shares come from executed counts, not static ones.
  /// What the kept loads decide, with where: "addresses (hist.cu:14)", "branches (...)".
  std::vector<std::string> Causes;
  /// Atomics full makes (static instructions), by space: their addresses are data when the
  /// loads decide addresses.
  unsigned SharedAtomics = 0, GlobalAtomics = 0;
  /// Block barriers in full's compiled code (static): the skeleton keeps them, so that a
  /// floor of a kernel that has them holds their cost.
  unsigned Barriers = 0;
};

} // namespace limiter

#endif
