// What mem-only counts as computing a value (MemOnlyRule.cpp folds it), and the leaves it keeps.

#ifndef LIMITER_REWRITERS_VARIANTS_MEMONLYVALUES_H
#define LIMITER_REWRITERS_VARIANTS_MEMONLYVALUES_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

#include <optional>
#include <string>
#include <vector>

namespace limiter {

/// A struct of numbers passed by value (float3, a user's complex type, __nv_bfloat16).
bool isValueRecord(clang::QualType T);

/// A number (not a bool) or a value record, through references.
bool isArithmetic(clang::QualType T);

/// `a + b`, `-v`, `a * s` on value records through overloaded operators.
bool isArithmeticOperatorCall(const clang::CXXOperatorCallExpr *Op);

/// A math-library call, or a call of a project function that computes on its parameters alone,
/// on arithmetic values.
bool isMathCall(const clang::CallExpr *Call, const clang::SourceManager &SM);

/// A conversion of a number into a struct of numbers by a constructor of the toolkit's headers
/// (`__nv_bfloat16(float)`), as a construction or under a cast.
bool isToolkitConversion(const clang::Expr *E, const clang::SourceManager &SM);

/// Nodes that compute: their operands are gathered instead of kept.
bool isInterior(const clang::Expr *E, const clang::SourceManager &SM);

/// E without what only moves a value: parentheses, implicit conversions, temporaries and the
/// trivial copies of a value record.
const clang::Expr *throughCopies(const clang::Expr *E);

/// The call, cast or construction a value record's copy or temporary holds, else E itself.
const clang::Expr *operatorUnderCopies(const clang::Expr *E);

/// E is the whole expansion of a function-like macro call of more than one token.
bool isWholeMacroCall(const clang::Expr *E, const clang::ASTContext &Ctx);

/// The operands an arithmetic value combines, constants left out, appended to Out.
void gatherLeaves(const clang::Expr *E, clang::ASTContext &Ctx,
                  std::vector<const clang::Expr *> &Out);

/// A library collective that combines a group's values by an operator: cooperative groups'
/// `reduce(tile, v, op)`, `inclusive_scan(tile, v[, op])` and `exclusive_scan`, cub's
/// `WarpReduce`/`BlockReduce` `Sum`/`Reduce` and `WarpScan`/`BlockScan` `...Sum`/`...Scan`.
/// The library moves the values (shuffles, shared temp storage); its operator computes, and
/// mem-only folds it with `lim::fold_op{}`:
/// - Op: the operator argument, replaced;
/// - else After: the argument the operator is inserted after, the method at Method renamed to
///   Renamed (`Sum(v)` -> `Reduce(v, op)`), with an initial value of Initial's type before the
///   operator where the renamed method takes one (`ExclusiveSum` -> `ExclusiveScan`).
struct GroupCombination {
  const clang::Expr *Value = nullptr; ///< what the calling thread contributes
  const clang::Expr *Op = nullptr;
  const clang::Expr *After = nullptr;
  clang::SourceLocation Method;
  std::string Renamed;
  const clang::Expr *Initial = nullptr;
};

/// The combination mem-only folds, if Call is one. Combinations of integers, or of structs
/// holding one (an arg-max's key-value pair), stay: they decide addresses (a scan of flags
/// gives a compaction's slots), and from sm_80 on an integer reduction by the library's own
/// operator is one `redux` instruction.
std::optional<GroupCombination> foldableGroupCombination(const clang::CallExpr *Call);

} // namespace limiter

#endif
