// The what-ifs by name, and the `--what-if LIST|all|none` selection of them that generate,
// run, analyze, profile and batch take.

#ifndef LIMITER_SUPPORT_WHATIFS_H
#define LIMITER_SUPPORT_WHATIFS_H

#include <optional>
#include <set>
#include <map>
#include <string>
#include <vector>

namespace limiter {

/// A what-if: a copy of the full kernel with one cost removed, either by a rewrite rule of
/// its own (no barriers) or by compiling the same source with other nvcc flags (fast math).
struct WhatIfInfo {
  std::string Name;    ///< the variant's name and its kernel's suffix ("fastmath")
  std::string Cost;    ///< the cost it removes, in a few words ("precise math")
  std::string Advice;  ///< what its measured potential says to try, one sentence
  /// The nvcc flags of the module the what-if is compiled in ("-use_fast_math"); empty for a
  /// rewrite, which lives in the bundle's own module.
  std::vector<std::string> ModuleFlags;
  /// For a compile-flag what-if, the macro that keeps its kernel out of every other module
  /// (defined only in its own: "LIMITER_WHATIF_FASTMATH"); else empty.
  std::string Guard;
  /// Made by `limiter run` alone from full's own kernel (the occupancy what-if: full compiled
  /// under a register cap), with no variant in the bundle.
  bool MadeAtRun = false;
  /// The side of the kernel the cost lies on: "memory" (global accesses), "math" (the
  /// arithmetic's precision), or "" (either: barriers, shared memory, divergence, occupancy).
  /// `--what-if auto` does not time a memory what-if for a math-bound kernel, nor the reverse.
  std::string Side;
  /// Launched without padding, at the blocks per multiprocessor its own resources allow (the
  /// shared-occupancy what-if: that occupancy is what it measures), where every other variant
  /// is padded to full's. Not applicable where it fits no more blocks than full
  /// (unpaddedNotApplicable says why).
  bool RunsUnpadded = false;
};

/// Every what-if limiter can make, in the order they are built.
const std::vector<WhatIfInfo> &whatIfs();

/// The what-if named Name, or nullptr.
const WhatIfInfo *whatIfInfo(const std::string &Name);

/// The dynamic shared memory a variant is launched with, at least, where the launch asks for
/// Bytes: the no-bank-conflicts what-if, or the no-divergence what-if, that permuted dynamic
/// shared memory by whole rows of 32 banks (its edits, the manifest's, count
/// `dynamic_accesses_swizzled`) has its launch's
/// rounded up to a whole row (128 bytes); every other variant's is the launch's. Padding to
/// full's occupancy adds to it.
unsigned dynamicSharedFloor(const std::string &Name, const std::map<std::string, unsigned> &Edits,
                            unsigned Bytes);

/// The shared memory the shared-occupancy what-if folds each large array onto, and the most
/// dynamic shared memory it is launched with where it folded that too (its edits count
/// `dynamic_accesses_folded`).
constexpr unsigned SharedFoldedBytes = 8 * 1024;

/// The dynamic shared memory the shared-occupancy what-if is launched with where the launch
/// asks for Bytes: at most SharedFoldedBytes where its rule folded dynamic shared memory
/// (Edits, the manifest's), else Bytes.
unsigned sharedOccupancyDynamicBytes(const std::map<std::string, unsigned> &Edits,
                                     unsigned Bytes);

/// Whether the variant Name is a what-if that runs unpadded (WhatIfInfo::RunsUnpadded).
bool runsUnpadded(const std::string &Name);

/// Why the unpadded what-if Name is not applicable where, made, it fits Blocks blocks per
/// multiprocessor and full FullBlocks: "not applicable: ...", the same words in run and profile.
std::string unpaddedNotApplicable(const std::string &Name, int Blocks, int FullBlocks);

/// How an unpadded what-if ran: "launched unpadded: 16 blocks per multiprocessor instead of
/// full's 4", the same words in run and profile.
std::string unpaddedHow(int Blocks, int FullBlocks);

/// Every what-if limiter can make, by the name its variant has ("nobarrier").
const std::vector<std::string> &whatIfNames();

/// A selection of what-ifs: unset for every one ("all"), else the names chosen (empty: "none").
using WhatIfSelection = std::optional<std::set<std::string>>;

/// "all", "auto" (all of them made; run times those the class makes relevant), "none" or a
/// comma-separated list of names; nullopt with Error naming the unknown name and the known
/// ones.
std::optional<WhatIfSelection> parseWhatIfSelection(const std::string &Text, std::string &Error);

/// The selection as `--what-if` spells it: "all", "none" or "a,b".
std::string whatIfSelectionText(const WhatIfSelection &S);

/// Whether S selects the what-if Name.
inline bool selects(const WhatIfSelection &S, const std::string &Name) {
  return !S || S->count(Name);
}

} // namespace limiter

#endif
