#ifndef LIMITER_REWRITERS_UNROLLPINNING_H
#define LIMITER_REWRITERS_UNROLLPINNING_H

#include "limiter/rewriters/Variants.h"
#include "limiter/support/PtxStats.h"

namespace limiter {

/// A variant with less work in a loop may be unrolled by the compiler where full's loop was
/// not, which changes the order of its memory accesses and its time (the stencil's mem-only:
/// its z loop unrolled three times, 0.90 of full's time instead of 0.82). From the counts per
/// source line of the compiled full and variant: where full has exactly one copy of a line's
/// global accesses and the variant more, the innermost loop around that line is kept rolled in
/// the variant (`_Pragma("unroll 1")` before it; full's code is not touched). Returns the lines
/// of the loops it pinned (also added to the variant's PinnedLoops); compile again after.
std::vector<unsigned> pinUnrolling(VariantSet &Set, VariantResult &Variant,
                                   const LineCounts &Full, const LineCounts &Compiled);

} // namespace limiter

#endif
