// The double arithmetic the single-precision what-if makes float: see FloatArithmetic.h.

#include "variants/FloatArithmetic.h"

#include "ast/KnownCallees.h"
#include "ast/Parents.h"

#include "clang/AST/ParentMapContext.h"

#include <cfloat>
#include <cmath>

using namespace clang;

namespace limiter {

bool isFloatLocal(const Expr *E, const std::set<const VarDecl *> *Floats) {
  const auto *Cast = dyn_cast<ImplicitCastExpr>(E->IgnoreParens());
  const auto *Ref = Cast && Cast->getCastKind() == CK_LValueToRValue
                        ? dyn_cast<DeclRefExpr>(Cast->getSubExpr()->IgnoreParens())
                        : nullptr;
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return Floats && V && Floats->count(V);
}

bool isDouble(QualType T) {
  return T.getCanonicalType()->isSpecificBuiltinType(BuiltinType::Double);
}
bool isFloat(QualType T) { return T.getCanonicalType()->isSpecificBuiltinType(BuiltinType::Float); }

/// A double literal that means the same as a float (within float's range, not lost to zero).
bool fitsFloat(const FloatingLiteral *L) {
  if (!isDouble(L->getType()))
    return false;
  const double V = std::fabs(L->getValueAsApproximateDouble());
  return V == 0 || (V <= FLT_MAX && V >= FLT_MIN);
}

/// A float widened to double (`x` in `x * 0.5`, a float).
bool isWidenedFloat(const Expr *E) {
  const auto *Cast = dyn_cast<ImplicitCastExpr>(E->IgnoreParens());
  return Cast && Cast->getCastKind() == CK_FloatingCast && isDouble(Cast->getType()) &&
         isFloat(Cast->getSubExpr()->getType());
}

/// An integer converted to double (`k` in `s += v * k * 0.25` with a float v), which a float
/// literal beside it makes a float instead: a leaf that may join floats, never one that makes
/// an expression single precision by itself (`j < n * 0.5` of ints stays double: a float
/// would round an int past 2^24 and move the loop's bound).
bool isWidenedInteger(const Expr *E) {
  const auto *Cast = dyn_cast<ImplicitCastExpr>(E->IgnoreParens());
  return Cast && Cast->getCastKind() == CK_IntegralToFloating && isDouble(Cast->getType()) &&
         Cast->getSubExpr()->getType()->isIntegerType() &&
         !Cast->getSubExpr()->getType()->isBooleanType();
}

namespace {

/// Whether F is one of the standard math functions CUDA overloads for floats.
bool isOverloadedMathName(const FunctionDecl *F) {
  static const std::set<std::string> Names = {
      "acos",      "acosh", "asin", "asinh", "atan", "atan2", "atanh", "cbrt", "ceil",  "cos",
      "cosh",      "erf",   "erfc", "exp",   "exp2", "expm1", "fabs",  "fdim", "floor", "fma",
      "fmax",      "fmin",  "fmod", "hypot", "log",  "log10", "log1p", "log2", "pow",   "round",
      "remainder", "rint",  "sin",  "sinh",  "sqrt", "tan",   "tanh",  "trunc"};
  return F && F->getIdentifier() && Names.count(F->getName().str());
}

} // namespace

/// A call of a standard math function on doubles (`exp(x * 0.5)`) that has a float overload
/// in CUDA's headers, so that float arguments make it the float function: a math library call
/// (KnownCallees.h) of one of these names, every parameter a double.
bool isFloatOverloadedMath(const CallExpr *C, const ASTContext &Ctx) {
  const FunctionDecl *F = C->getDirectCallee();
  if (!isOverloadedMathName(F) || C->getNumArgs() == 0 || C->getNumArgs() != F->getNumParams() ||
      !isMathLibraryCall(C, Ctx.getSourceManager()))
    return false;
  for (const ParmVarDecl *P : F->parameters())
    if (!isDouble(P->getType()))
      return false;
  return true;
}

/// A call of one of those functions on a float and a double (`pow(x, 2.0)` with a float x):
/// the headers' template that promotes both to double and calls the double function. Its
/// float arguments are widened inside it; with the double ones made float, the float
/// overload is called.
bool isPromotedMath(const CallExpr *C, const ASTContext &Ctx) {
  const FunctionDecl *F = C->getDirectCallee();
  if (!isOverloadedMathName(F) || !F->isTemplateInstantiation() || !isDouble(C->getType()) ||
      C->getNumArgs() < 2 || C->getNumArgs() != F->getNumParams() ||
      !isMathLibraryCall(C, Ctx.getSourceManager()))
    return false;
  bool AnyFloat = false;
  for (const ParmVarDecl *P : F->parameters()) {
    if (!isDouble(P->getType()) && !isFloat(P->getType()))
      return false;
    AnyFloat |= isFloat(P->getType());
  }
  return AnyFloat;
}

/// An inner node of a qualifying expression: double arithmetic of the kinds the rule takes.
bool isArithmeticNode(const Expr *E, const ASTContext &Ctx) {
  if (!isDouble(E->getType()))
    return false;
  if (const auto *Call = dyn_cast<CallExpr>(E))
    return isFloatOverloadedMath(Call, Ctx) || isPromotedMath(Call, Ctx);
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub || B->getOpcode() == BO_Mul ||
           B->getOpcode() == BO_Div;
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return U->getOpcode() == UO_Minus || U->getOpcode() == UO_Plus;
  return isa<ConditionalOperator>(E);
}

void collect(const Expr *E, const ASTContext &Ctx, Leaves &Out,
             const std::set<const VarDecl *> *Floats) {
  E = E->IgnoreParens();
  if (isFloatLocal(E, Floats)) {
    ++Out.Widened; // a double local the what-if makes float
    return;
  }
  if (const auto *L = dyn_cast<FloatingLiteral>(E)) {
    if (fitsFloat(L))
      Out.Literals.push_back(L);
    else
      Out.Other = true;
    return;
  }
  if (isWidenedFloat(E)) {
    ++Out.Widened;
    return;
  }
  if (isWidenedInteger(E)) {
    ++Out.Integers; // joins the floats it stands beside; counts as none of them
    return;
  }
  if (!isArithmeticNode(E, Ctx)) {
    Out.Other = true;
    return;
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    collect(B->getLHS(), Ctx, Out, Floats);
    collect(B->getRHS(), Ctx, Out, Floats);
  } else if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    collect(U->getSubExpr(), Ctx, Out, Floats);
  } else if (const auto *C = dyn_cast<ConditionalOperator>(E)) {
    collect(C->getTrueExpr(), Ctx, Out, Floats);
    collect(C->getFalseExpr(), Ctx, Out, Floats);
  } else if (const auto *Call = dyn_cast<CallExpr>(E)) {
    for (const Expr *Arg : Call->arguments()) {
      if (isFloat(Arg->getType()))
        ++Out.Widened; // a promoted call's float argument, widened inside it
      else
        collect(Arg, Ctx, Out, Floats);
    }
  }
}

const Expr *parentExpr(ASTContext &Ctx, const Expr *E) {
  DynTypedNodeList Parents = parentsOf(Ctx, *E);
  return Parents.empty() ? nullptr : Parents[0].get<Expr>();
}

/// The largest arithmetic expression around L (L itself when its parent is none), through
/// parentheses; a ?: counts only where L lies in one of its results.
const Expr *outermost(ASTContext &Ctx, const Expr *L) {
  const Expr *At = L;
  while (const Expr *P = parentExpr(Ctx, At)) {
    if (isa<ParenExpr>(P)) {
      At = P;
      continue;
    }
    if (!isArithmeticNode(P, Ctx))
      break;
    if (const auto *C = dyn_cast<ConditionalOperator>(P); C && C->getCond() == At)
      break;
    At = P;
  }
  return At;
}

} // namespace limiter
