// The text of a function's clone with its preprocessor conditionals balanced.

#ifndef LIMITER_REWRITERS_VARIANTS_CLONETEXT_H
#define LIMITER_REWRITERS_VARIANTS_CLONETEXT_H

#include <string>
#include <string_view>

namespace limiter {

/// The text of a function's clone with its preprocessor conditionals balanced. A definition's
/// range can start or end inside a conditional (`#ifdef __CUDACC__` / `__host__ __device__` /
/// `#endif` / `inline float f(...)`): its first token was seen by the parse, so the text up to
/// an unmatched `#else`/`#elif` is the active branch and is kept, the other branches up to the
/// unmatched `#endif` are dropped, and the directive lines with them; a conditional opened in
/// the clone and not closed is closed after it. Balanced conditionals stay as written: the
/// bundle compiles them with the same macros as the parse did.
std::string balanceConditionals(std::string_view Clone);

} // namespace limiter

#endif
