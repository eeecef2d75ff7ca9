// The coalesced what-if's cheaper forms (CoalescedLoops.cpp): an access whose index is the same
// in every lane needs no re-indexing, and one in a loop whose lane-dependent part does not
// change in the loop takes the warp's shift once, before the loop, instead of once per access.

#ifndef LIMITER_REWRITERS_VARIANTS_COALESCEDLOOPS_H
#define LIMITER_REWRITERS_VARIANTS_COALESCEDLOOPS_H

#include "ast/StatementPlace.h"
#include "ast/ThreadUniformity.h"

#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"

#include <vector>

namespace limiter {

/// E's additive terms, through parentheses and sums of integers: `row * n + k` gives `row * n`
/// and `k`.
void additiveTerms(const clang::Expr *E, std::vector<const clang::Expr *> &Out);

/// The loop before which an access's warp shift can be computed once, or null: the innermost
/// `for` loop around the access, a statement of a block, whose condition and step are the same
/// in every thread of the block (U) and whose body the access runs in unconditionally, with no
/// way out of an iteration but its end (no break, continue, return or goto): every lane that
/// enters the loop then reaches the access in every iteration, with the mask it entered with.
/// Each of Varying (the index's terms that are not uniform) must keep its value in the loop:
/// plain arithmetic of variables declared before it and not written in it.
const clang::ForStmt *loopToShiftBefore(const clang::Expr *Access,
                                        const std::vector<const clang::Expr *> &Varying,
                                        const Uniformity &U);

/// Loop's counted form (StatementPlace.h) where the only term of an access's index that Loop
/// changes, of its Uniform terms (those the same in every lane), is Loop's counter, added
/// once (`p[e + j]`), and the counter's start has no side effects and its end keeps its value
/// through the loop: the lanes' indices then move through `end - start` elements alike.
std::optional<CountedLoop> counterAdded(const clang::ForStmt *Loop,
                                        const std::vector<const clang::Expr *> &Uniform,
                                        clang::ASTContext &Ctx);

} // namespace limiter

#endif
