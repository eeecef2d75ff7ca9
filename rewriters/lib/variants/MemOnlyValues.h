// What mem-only counts as computing a value (MemOnlyRule.cpp folds it), and the leaves it keeps.

#ifndef LIMITER_REWRITERS_VARIANTS_MEMONLYVALUES_H
#define LIMITER_REWRITERS_VARIANTS_MEMONLYVALUES_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

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

} // namespace limiter

#endif
