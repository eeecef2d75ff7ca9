// The checks of the what-ifs on their compiled code: each removed the cost it names and kept
// the rest of full's work, so that its time is what that cost alone takes.

#ifndef LIMITER_REWRITERS_WHATIFCHECKS_H
#define LIMITER_REWRITERS_WHATIFCHECKS_H

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
std::vector<ManifestCheck> whatIfChecks(const std::map<VariantKind, InstructionCounts> &Counts);

/// The checks of a compile-flag what-if (Kind, from its own module) against full: full's
/// global and shared accesses kept. Its floating-point work changes on purpose.
std::vector<ManifestCheck> flagWhatIfChecks(VariantKind Kind, const InstructionCounts &WhatIf,
                                            const InstructionCounts &Full);

} // namespace limiter

#endif
