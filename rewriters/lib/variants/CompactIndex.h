// A shared array's index whose lanes lie a stride apart, `s[k * t + c]` (a tree reduction's
// `s[2 * d * t]` and `s[2 * d * t + d]`, or through a local `i = 2 * d * t`), and the same
// index with the stride taken out, `s[t + c]`: the lanes of a warp on consecutive words, in
// different banks, at no cost of its own (CompactIndex.cpp). The no-bank-conflicts what-if
// takes it where a skew would add its arithmetic to every access (BankLayout.h): the fix
// the skew stands for, sequential addressing, has none.

#ifndef LIMITER_REWRITERS_VARIANTS_COMPACTINDEX_H
#define LIMITER_REWRITERS_VARIANTS_COMPACTINDEX_H

#include "ast/ThreadUniformity.h"

#include "clang/AST/Expr.h"

#include <optional>
#include <vector>

namespace limiter {

/// An index `k * t + c...`: Thread is t's node (the thread index, or a local holding it), Rest
/// the terms c.
struct StridedIndex {
  const clang::Expr *Thread = nullptr;
  std::vector<const clang::Expr *> Rest;
  /// The local holding `k * t`, where t is written in its initialiser; null where in place.
  const clang::VarDecl *Local = nullptr;
};

/// Index as `k * t + c...` where t is the thread index, k a product of block-uniform factors
/// each a constant of at least one or a proven power of two (so k >= 1: `t + c` is in bounds
/// wherever the index was), not the constant one, and every c block-uniform and not negative
/// (a constant, a proven power of two, an unsigned value); `k * t` written in place or held by
/// a local initialised to it and only read (t then the thread index's name, declared once in
/// the function, and the access in no lambda: its text serves where the access is). None
/// otherwise, and none where a part depends on a template's argument (one text serves every
/// instantiation: `s[K * t + C]` with K = 0 in one reads one element, t + C past the array).
std::optional<StridedIndex> stridedIndex(const clang::Expr *Index, const Uniformity &U,
                                         const clang::Stmt *Body);

/// Whether E is block-uniform and never negative: a constant of at least zero, a proven power
/// of two, or an unsigned value.
bool uniformNonNegative(const clang::Expr *E, const Uniformity &U);

/// Whether E holds a template's argument (a value substituted, a sizeof or alignof): what one
/// instantiation's E proves, another's may not.
bool dependsOnTemplate(const clang::Expr *E);

} // namespace limiter

#endif
