// The checks of the what-ifs on their compiled code: each removed the cost it names and kept
// the rest of full's work, so that its time is what that cost alone takes.

#ifndef LIMITER_REWRITERS_WHATIFCHECKS_H
#define LIMITER_REWRITERS_WHATIFCHECKS_H

#include "checks/UnrolledAlike.h"

#include "limiter/rewriters/Variants.h"
#include "limiter/support/Manifest.h"
#include "limiter/support/PtxCounts.h"

#include <map>
#include <vector>

namespace limiter {

/// For each what-if compiled beside full (Counts holds both): what it changed (no-barriers:
/// no block barrier left) and what it kept (full's global accesses by width, its shared loads
/// and stores, and its floating-point work within a tenth). A failed check is a doubt about
/// the what-if's potential, which then ranks after the unquestioned ones.
/// Where the global accesses by width differ and Lines (by variant) and Spans are given, the
/// weaker per-line method decides, as for the twins (method "lines"): the same kinds of
/// access on the same lines, and on the kernel's lines outside loops the same counts, so that
/// only unrolling differs.
std::vector<ManifestCheck> whatIfChecks(const std::map<VariantKind, InstructionCounts> &Counts,
                                        const std::map<VariantKind, LineCounts> &Lines = {},
                                        const UnrollSpans &Spans = {});

/// A what-if's and full's counts by source line, and the source's loops and helpers, keyed
/// alike: what the per-line method weighs.
struct KeptLines {
  const LineCounts &WhatIf;
  const LineCounts &Full;
  const UnrollSpans &Spans;
};

/// The checks of a compile-flag what-if (Kind, from its own module) against full: full's
/// global and shared accesses kept. Its floating-point work changes on purpose. Its source is
/// full's, but nvcc may unroll its cheaper loops otherwise: with Lines, the per-line method
/// decides where the counts differ.
std::vector<ManifestCheck> flagWhatIfChecks(VariantKind Kind, const InstructionCounts &WhatIf,
                                            const InstructionCounts &Full,
                                            const KeptLines *Lines = nullptr);

} // namespace limiter

#endif
