// The bundle's fidelity checks on the compiled counts of each variant, whole and per source
// line, and the repairs a failed mem-only or store-only check asks for.

#ifndef LIMITER_REWRITERS_FIDELITYCHECKS_H
#define LIMITER_REWRITERS_FIDELITYCHECKS_H

#include "checks/UnrolledAlike.h"

#include "limiter/rewriters/Variants.h"
#include "limiter/support/Manifest.h"
#include "limiter/support/PtxStats.h"

#include <map>
#include <set>

namespace limiter {

/// The structural global loads of a kernel: how many sites, on which source lines, and the
/// header lines of the loops around them (where a rotated loop's loads are filed).
struct StructuralLoads {
  unsigned Sites = 0;
  std::set<unsigned> Lines;
  std::set<unsigned> LoopLines;
  /// The locations ("FILE:LINE" as countPtxEntryLines names them) of floating-point arithmetic
  /// that decides accesses (VariantSet::StructuralFloatLines): mem-only's floating-point check
  /// leaves their instructions out, in mem and in full.
  std::set<std::string> FloatLocations;
  /// The source's loops and helper bodies by PTX file index (VariantSet::Spans): what the
  /// per-line method needs to tell unrolling from lost work. Empty: not known, and the
  /// per-line method weighs kinds only.
  UnrollSpans Spans;
};

/// Mem-only's floating-point work may be this many instructions (a float index or bound of the
/// addresses and branches it keeps), or half of full's, before it counts as full's arithmetic
/// kept (MemFloatingPointCheck).
inline constexpr unsigned MemFloatingPointAllowance = 8;
inline constexpr const char *MemFloatingPointCheck = "mem-floating-point-at-most-half-of-full";

/// The bundle's fidelity checks on the compiled counts of each variant (whole kernel and per
/// source line), one ManifestCheck each: mem has full's global
/// accesses and at most a little of its floating-point work; store has full's global stores and atomics; math and store load nothing but the
/// structural loads; math's global stores are guarded; math's floating-point work is full's. Files
/// names the lines' file indices (see ptxFiles) in the details of a failed check.
std::vector<ManifestCheck> fidelityChecks(const std::map<VariantKind, InstructionCounts> &Counts,
                                          const std::map<VariantKind, LineCounts> &Lines,
                                          const StructuralLoads &Structural,
                                          int UnguardedMathStores,
                                          const std::map<std::string, std::string> &Files = {});

/// What a failed mem-only or store-only check asks of the variant's second build: stores kept
/// on the lines where only full has a kind of global store, loops kept rolled around the lines
/// where only the variant has a kind of global access. Files names the lines' files
/// (ptxFiles); places are by canonical path.
VariantRepairs repairsFor(const LineCounts &Variant, const LineCounts &Full,
                          const std::map<std::string, std::string> &Files);

} // namespace limiter

#endif
