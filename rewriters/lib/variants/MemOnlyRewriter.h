#ifndef LIMITER_REWRITERS_VARIANTS_MEMONLYREWRITER_H
#define LIMITER_REWRITERS_VARIANTS_MEMONLYREWRITER_H

// The rewriter behind applyMemOnlyRule (RuleContext.h): what it keeps and removes is in
// MemOnlyRule.cpp, how it folds the values that carry loaded data in MemOnlyFolds.cpp.
// Private to variants/.

#include "ast/Assignments.h"
#include "variants/Carriers.h"
#include "variants/EditSet.h"
#include "variants/MemOnlyValues.h"
#include "variants/RuleContext.h"

#include "clang/AST/Expr.h"
#include "clang/Basic/SourceLocation.h"

#include <optional>
#include <vector>

namespace limiter {

class BodyNodes;

class MemOnlyRewriter {
public:
  MemOnlyRewriter(RuleContext &R, const FunctionModel &M)
      : R(R), M(M), SM(R.Ctx.getSourceManager()), C(R.Ctx, M) {}

  void run();

private:
  RuleContext &R;
  const FunctionModel &M;
  const clang::SourceManager &SM;
  Carriers C;
  std::vector<clang::SourceRange> Removed;

  bool removed(const clang::Stmt *S) const;

  /// A body with no arithmetic, loop, call or memory access in it (a getter: `operator int() const
  /// { return d; }`, `size() { return top; }`, a packed type's bits copied out by memcpy):
  /// keeping its call keeps no arithmetic.
  static bool computesNothing(const clang::FunctionDecl *Callee);

  /// Methods, functors and lambdas compute on data where limiter cannot fold: the memory-only
  /// variant keeps that arithmetic and says so.
  void reportUnfoldableCalls(const std::vector<const clang::Expr *> &Exprs);

  /// An operator call mem-only folds like built-in arithmetic: `a + b` and `a += b` on value
  /// records.
  bool foldedOperator(const clang::CallExpr *Call) const;

  /// A helper that only computes (FunctionModel::OnlyComputes) becomes
  /// `{ return lim::fold<R>(a, b, ...); }` over its parameters: its loops and branches go with
  /// its arithmetic, and what its arguments carry stays alive.
  bool foldWholeBody();

  /// `while (...) {...}` that only computes becomes `{ v = lim::fold<decltype(v)>(v, c...); }`
  /// for each variable v it writes, c the carriers it reads.
  void removeLoop(const clang::Stmt *Loop);

  bool isStatement(const clang::Expr *E) const;

  void rewriteExpr(const clang::Expr *E);

  /// `cg::reduce(tile, v, op)` becomes `cg::reduce(tile, v, lim::fold_op{})`, cub's
  /// `BlockReduce(t).Sum(v)` becomes `BlockReduce(t).Reduce(v, lim::fold_op{})`: the library
  /// still moves the values, each combination is a fold.
  void foldGroupCombination(const GroupCombination &G);

  void rewriteAssignment(const clang::Expr *E, const Assignment &A);

  /// Replaces the arithmetic of a data value by a fold of its kept leaves.
  void foldValue(const clang::Expr *Value, bool CarriersOnly);

  /// Appends "leaf, leaf, ...)" to a fold; false when a leaf cannot be rewritten (a macro).
  /// Each leaf stays on its line of the expression that starts at Start: the compiled code's
  /// loads keep their lines, on which the static checks compare variants.
  bool appendLeaves(const std::vector<const clang::Expr *> &Leaves,
                    std::vector<EditSet::Piece> &Pieces, unsigned Start);

  /// The type an operand is converted to by a conversion operator that is not written in the
  /// source, if it is.
  static std::optional<clang::QualType> implicitConversionOf(const clang::Expr *Leaf);

  /// Every shared variable the function uses is read, never, at the end of the block that
  /// declares it (of the body, for those declared elsewhere) and at each return inside that
  /// block: `lim::keep_shared(&s);`, `return lim::keep_shared(&s), value;`. See the prelude.
  void keepSharedArrays(const BodyNodes &Nodes);
};

} // namespace limiter

#endif
