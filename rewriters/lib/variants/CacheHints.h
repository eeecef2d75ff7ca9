// What the cache-hint what-ifs (read-only loads, streaming accesses) share: which global
// accesses they rewrite, and whether a type has the hinted loads and stores (`__ldg`,
// `__ldcs`, `__stcs`) that nvcc declares for every scalar and vector type.

#ifndef LIMITER_REWRITERS_VARIANTS_CACHEHINTS_H
#define LIMITER_REWRITERS_VARIANTS_CACHEHINTS_H

#include "variants/HintedRereads.h"
#include "variants/RuleContext.h"

namespace limiter {

/// Whether nvcc's cache-hinted loads and stores take values of type T (a built-in integer or
/// floating type, one of CUDA's vector types such as float4, or a 16-bit floating type or
/// pair for which the translation unit declares them; not volatile).
bool hasCacheHints(clang::QualType T, clang::ASTContext &Ctx);

/// The plain read of global memory an access is (`p[i]` or `*p` as a value, of a type with
/// cache hints), or null; a structural read counts only where its pointer points to const
/// (its value cannot have been written by the kernel, so the hint changes only its path).
const clang::Expr *hintableLoad(RuleContext &R, const AccessSite &A);

/// Whether Load (`p[i]`, `*p`, `p->x`) reads through a pointer parameter of a `__global__`
/// function declared `const T *__restrict__`: nvcc reads those through the read-only path
/// already (ld.global.nc), and merges two reads of one element into one load, which a hinted
/// load (an `asm volatile`) never is.
bool readOnlyAlready(const clang::Expr *Load);

/// Reads G's element once into a local declared before the first read's statement (`const
/// auto lim_read_SITE = VALUE;`, Value the read as the what-if writes it: `__ldcs(&(temp[i]))`),
/// in braces with the statement where it is an unbraced body, and puts the local in place of
/// each of its reads; false, nothing edited, where the statement or a read is not plain text.
bool readOnce(RuleContext &R, const HintedReread &G, const std::string &Value);

/// Rewrites every hintable load of M as `Hint(&(LOAD))` (`__ldg`, `__ldcs`), counting them as
/// Counted; every other global read is kept, said, and makes the what-if conservative. With
/// SkipReadOnly, a load nvcc reads through the read-only path already (readOnlyAlready) is
/// kept as written, not conservative, and counted as `global_loads_read_only_already`, and so
/// is a load of data M writes through the same pointer (`global_loads_of_written_data_kept`).
/// A group of reads of one element that nvcc reads once (hintedRereads) is one hinted load.
void hintLoads(RuleContext &R, const FunctionModel &M, const char *Hint, const char *Counted,
               bool SkipReadOnly = false);

} // namespace limiter

#endif
