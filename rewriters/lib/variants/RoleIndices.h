// The shared indices a no-divergence role keeps as its thread's own, and the shared memory
// its roles reach otherwise (RoleIndices.cpp), for NoDivergenceRule.cpp: whole warps on a
// stride's roles meet in fewer banks than full's few lanes did, so a one-dimensional shared
// row's `s[t + c]` keeps the thread's own t (sequential addressing), and what the roles reach
// otherwise is laid out as the no-bank-conflicts what-if lays it out.

#ifndef LIMITER_REWRITERS_VARIANTS_ROLEINDICES_H
#define LIMITER_REWRITERS_VARIANTS_ROLEINDICES_H

#include "model/KernelModel.h"
#include "variants/CompactIndex.h"
#include "variants/DynamicShared.h"
#include "variants/RuleContext.h"
#include "variants/StridedBranches.h"

#include "ast/ThreadUniformity.h"

#include "clang/AST/Expr.h"

#include <set>
#include <utility>
#include <vector>

namespace limiter {

/// Whether V is shared memory whose layout a what-if may choose: a static one-dimensional
/// `__shared__` array, a name of dynamic shared memory, or a helper's parameter that every
/// call gives such an array (Rows).
bool sharedRow(const clang::VarDecl *V, const DynamicShared &Dynamic, clang::ASTContext &Ctx,
               const std::set<const clang::ParmVarDecl *> &Rows);

/// The uses of the thread index in Then that stay the thread's own: each the whole
/// lane-dependent term of a shared row's index `s[t + c]` (c block-uniform, not negative), in
/// a branch whose roles are the stride's multiples (no offset). Thread p plays role p * m;
/// `s[p + c]` is sequential addressing, `s[p * m + c]` would meet in 32/m banks, and p + c
/// lies in bounds where p * m + c did.
struct OwnIndices {
  std::set<const clang::Expr *> Threads;                  ///< the uses of the thread index kept
  std::set<const clang::ArraySubscriptExpr *> Subscripts; ///< the accesses they index
  /// Those whose thread index is strided as well (`s[2 * t + d]`): the stride goes too.
  std::vector<std::pair<const clang::ArraySubscriptExpr *, StridedIndex>> Strided;
};
OwnIndices ownIndices(const clang::Stmt *Then, const StrideTest &Test, const Uniformity &U,
                      const DynamicShared &Dynamic, const FunctionModel &M,
                      const std::set<const clang::ParmVarDecl *> &Rows);

/// `s[k * t + c]` as `s[(t) + (c)]`, t the thread's own.
void dropStride(RuleContext &R, const clang::ArraySubscriptExpr *Use, const StridedIndex &Index);

/// The shared memory a role's body (Then) reaches by an index that reads the thread index,
/// the role: its static one-dimensional arrays, and whether dynamic shared memory (one of
/// Dynamic's names) is among it; a helper's row (one of Rows) so reached goes to ThroughRows.
void noteRoleArrays(const clang::Stmt *Then, const Uniformity &U, const DynamicShared &Dynamic,
                    const std::set<const clang::Expr *> &Own,
                    std::set<const clang::VarDecl *> &Static, bool &ReachesDynamic,
                    const std::set<const clang::ParmVarDecl *> &Rows,
                    std::set<const clang::Expr *> &ThroughRows);

} // namespace limiter

#endif
