// The double arithmetic the single-precision what-if (FloatLiteralsRule.cpp) makes float
// (FloatArithmetic.cpp): which expressions are double arithmetic over floats widened to
// double, float-sized literals and integers, what an expression is made of, and where its
// value goes.

#ifndef LIMITER_REWRITERS_VARIANTS_FLOATARITHMETIC_H
#define LIMITER_REWRITERS_VARIANTS_FLOATARITHMETIC_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

#include <set>
#include <vector>

namespace limiter {

bool isDouble(clang::QualType T);
bool isFloat(clang::QualType T);

/// A double literal that means the same as a float (within float's range, not lost to zero).
bool fitsFloat(const clang::FloatingLiteral *L);

/// A float widened to double (`x` in `x * 0.5`, a float).
bool isWidenedFloat(const clang::Expr *E);

/// An integer converted to double (`k` in `s += v * k * 0.25` with a float v).
bool isWidenedInteger(const clang::Expr *E);

/// A read of a double local the what-if makes float (one of Floats).
bool isFloatLocal(const clang::Expr *E, const std::set<const clang::VarDecl *> *Floats);

/// A call of a standard math function on doubles that CUDA's headers overload for floats.
bool isFloatOverloadedMath(const clang::CallExpr *C, const clang::ASTContext &Ctx);

/// A call of such a function on a float and a double, which the headers' template promotes.
bool isPromotedMath(const clang::CallExpr *C, const clang::ASTContext &Ctx);

/// An inner node of a qualifying expression: double arithmetic of the kinds the rule takes.
bool isArithmeticNode(const clang::Expr *E, const clang::ASTContext &Ctx);

/// What a qualifying expression is made of, found by collect.
struct Leaves {
  std::vector<const clang::FloatingLiteral *> Literals;
  unsigned Widened = 0;  ///< floats widened to double, and reads of Floats
  unsigned Integers = 0; ///< integers converted to double
  bool Other = false;    ///< a leaf that is neither: a double variable, a call, a cast...
};

/// The leaves of E into Out, the reads of Floats counting as floats.
void collect(const clang::Expr *E, const clang::ASTContext &Ctx, Leaves &Out,
             const std::set<const clang::VarDecl *> *Floats = nullptr);

/// The parent of E, where it is an expression.
const clang::Expr *parentExpr(clang::ASTContext &Ctx, const clang::Expr *E);

/// The largest arithmetic expression around L (L itself when its parent is none), through
/// parentheses; a ?: counts only where L lies in one of its results.
const clang::Expr *outermost(clang::ASTContext &Ctx, const clang::Expr *L);

} // namespace limiter

#endif
