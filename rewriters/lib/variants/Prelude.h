// The device support code (namespace lim) at the top of every variants.cu.

#ifndef LIMITER_REWRITERS_VARIANTS_PRELUDE_H
#define LIMITER_REWRITERS_VARIANTS_PRELUDE_H

namespace limiter {

/// The device helpers (namespace lim) placed at the top of every variants.cu.
const char *variantPrelude();

/// The what-ifs' part of it (PreludeWhatIfs.cpp): text that reopens namespace lim.
const char *whatIfPreludeText();

/// The coalesced what-if's part (PreludeCoalesced.cpp): text that reopens namespace lim.
const char *coalescedPreludeText();

} // namespace limiter

#endif
