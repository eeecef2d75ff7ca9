// Whether a warp's accesses to a shared array meet in distinct banks as written (BankStrides.cpp):
// the no-bank-conflicts what-if then leaves the array's layout alone, where a padded row or a
// skew would only add its own arithmetic, and conflicts of its own (a 16-wide block's two rows
// of a padded 16-word tile meet in one bank).

#ifndef LIMITER_REWRITERS_VARIANTS_BANKSTRIDES_H
#define LIMITER_REWRITERS_VARIANTS_BANKSTRIDES_H

#include "ast/ThreadUniformity.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

#include <optional>
#include <vector>

namespace limiter {

/// Whether lanes Stride elements of Bytes each apart (neighbouring lanes of a warp) touch
/// distinct banks or share words: the same element (0), an odd number of bank words apart,
/// or, for elements narrower than a word, no more than a word apart.
bool distinctBanks(long long Stride, uint64_t Bytes);

/// The lanes' stride, in elements, of one access (the outermost subscript of an array of type
/// Array), where a constant stride describes it (laneStride); none otherwise.
std::optional<long long> laneStrideOf(const clang::ArraySubscriptExpr *Use, clang::QualType Array,
                                      const Uniformity &U, const clang::Stmt *Body);

/// Whether every access of Uses, each the outermost subscript of an array of type Array
/// (`tile[y]`, the subscripts of its further dimensions above it), puts neighbouring lanes of
/// a warp on distinct banks (distinctBanks), the lanes' stride known (laneStride: a warp in one
/// row of its block) and the element a scalar or a whole vector of 1, 2, 4, 8 or 16 bytes.
/// False where any cannot be told.
bool conflictFreeAsWritten(const std::vector<const clang::ArraySubscriptExpr *> &Uses,
                           clang::QualType Array, const Uniformity &U, const clang::Stmt *Body);

} // namespace limiter

#endif
