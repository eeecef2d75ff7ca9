// Single-precision literals (a what-if): a copy of full whose unsuffixed floating literals
// (`0.5`, `3.0`: constants of type double) are written with `f` where they are all that turns
// single-precision arithmetic into double arithmetic, and nothing else. C++ widens `x * 0.5`
// with a float x to a double multiply; the guides' advice is to write `0.5f`. An expression
// qualifies where
//  - it is built of + - * /, unary minus and plus, parentheses, ?: (its two results) and
//    calls of standard math functions on doubles that CUDA overloads for floats (`exp`,
//    `sqrt`, `pow`, ...: float arguments make them the float function; `pow(x, 2.0)` of a float
//    x, which the headers' template promotes to the double function, too), of type double, over
//    single-precision values widened to double and such literals, at least one of each, and
//    integers converted to double beside them (`v * k * 0.25` of an int k becomes a float
//    multiply; an expression of integers and literals alone qualifies only where its value is
//    converted to float: `float u = (2.0 * px - w) / h`, a pixel's coordinate);
//  - and its value goes back to single precision (converted to float: an assignment, an
//    initialization, a return, a float parameter), is compared with another such expression
//    or a widened float, or is the right side of a compound assignment to a float.
// Every literal of it then carries `f` and the whole is float arithmetic, as the fix makes it:
// the places its value goes take a float as before. No memory access and no other expression
// changes. Its results differ from full's in the last bits; its time is what the double
// arithmetic costs. An expression whose double value goes on as a double (a double variable, a
// function's argument other than those math functions') is left as it is, and said: there the
// double may be meant, and the fix is more than a suffix. A literal that is an object-like
// macro's whole expansion (`#define DELTA 0.15`) is cast where the macro is used,
// `static_cast<float>(DELTA)`: float arithmetic as the suffix makes it, the constant rounded
// once more (from the double, the same float but in rare halfway cases). A literal inside a
// larger macro is kept, and said.

#include "variants/RuleContext.h"

#include "ast/BodyNodes.h"
#include "ast/KnownCallees.h"
#include "ast/Parents.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ParentMapContext.h"

#include <cfloat>
#include <cmath>
#include <set>

using namespace clang;

namespace limiter {
namespace {

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

/// Whether F is one of the standard math functions CUDA overloads for floats.
bool isOverloadedMathName(const FunctionDecl *F) {
  static const std::set<std::string> Names = {
      "acos",  "acosh", "asin",  "asinh",     "atan",  "atan2", "atanh", "cbrt",  "ceil",
      "cos",   "cosh",  "erf",   "erfc",      "exp",   "exp2",  "expm1", "fabs",  "fdim",
      "floor", "fma",   "fmax",  "fmin",      "fmod",  "hypot", "log",   "log10", "log1p",
      "log2",  "pow",   "round", "remainder", "rint",  "sin",   "sinh",  "sqrt",  "tan",
      "tanh",  "trunc"};
  return F && F->getIdentifier() && Names.count(F->getName().str());
}

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

/// What a qualifying expression is made of, found by collect.
struct Leaves {
  std::vector<const FloatingLiteral *> Literals;
  unsigned Widened = 0;
  unsigned Integers = 0; ///< integers converted to double
  bool Other = false;    ///< a leaf that is neither: a double variable, a call, a cast...
};

void collect(const Expr *E, const ASTContext &Ctx, Leaves &Out) {
  E = E->IgnoreParens();
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
    collect(B->getLHS(), Ctx, Out);
    collect(B->getRHS(), Ctx, Out);
  } else if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    collect(U->getSubExpr(), Ctx, Out);
  } else if (const auto *C = dyn_cast<ConditionalOperator>(E)) {
    collect(C->getTrueExpr(), Ctx, Out);
    collect(C->getFalseExpr(), Ctx, Out);
  } else if (const auto *Call = dyn_cast<CallExpr>(E)) {
    for (const Expr *Arg : Call->arguments()) {
      if (isFloat(Arg->getType()))
        ++Out.Widened; // a promoted call's float argument, widened inside it
      else
        collect(Arg, Ctx, Out);
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

/// Where Root (an arithmetic expression of type double, or a literal) qualifies, the
/// expressions whose literals become float and whether a float target counts among the widened
/// values (`x op= ...`); no parts where it does not. Root's value must go back to float, be
/// compared, or be the right side of `x op= ...` with x a float.
struct Context {
  std::vector<const Expr *> Parts;
  bool TargetWidened = false;
  /// The value is converted to float (assigned, initialised, returned, passed as a float).
  bool ToFloat = false;
};

Context contextOf(ASTContext &Ctx, const Expr *Root) {
  const Expr *P = parentExpr(Ctx, Root);
  if (!P)
    return {};
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(P);
      Cast && Cast->getCastKind() == CK_FloatingCast && isFloat(Cast->getType()))
    return {{Root}, false, true};
  if (const auto *Compound = dyn_cast<CompoundAssignOperator>(P);
      Compound && Compound->getRHS()->IgnoreParens() == Root->IgnoreParens() &&
      isFloat(Compound->getLHS()->getType()) && isDouble(Compound->getComputationLHSType()))
    return {{Root}, true};
  if (const auto *Compare = dyn_cast<BinaryOperator>(P); Compare && Compare->isComparisonOp())
    return {{Compare->getLHS(), Compare->getRHS()}, false};
  return {};
}

/// Whether the context's expressions qualify together (their leaves into All): only literals,
/// widened floats and widened integers at their leaves, a literal and a widened float among
/// them; or, where the value is converted to float, a literal and an integer (`float u = (2.0
/// * px - w) / h` of ints: double arithmetic for a float's value, as `2.0f` makes it float).
bool takesSuffixes(const Context &C, const ASTContext &Ctx, Leaves &All) {
  for (const Expr *Part : C.Parts)
    collect(Part, Ctx, All);
  return !C.Parts.empty() && !All.Other && !All.Literals.empty() &&
         (All.Widened + C.TargetWidened > 0 || (C.ToFloat && All.Integers > 0));
}

/// Whether the value of E decides a trip count or an address: E (or a local it initialises or
/// is assigned to, to Depth locals down) is read in a loop's condition, an index, or pointer
/// arithmetic. A float's last bit may then add an iteration or move an access (`float lim = n
/// * 0.1 * 10.0; for (j = t; j < lim; ...)` runs one more for n = 13 in float).
bool decidesTripOrAddress(ASTContext &Ctx, const Expr *E, const Stmt *Body, int Depth = 2) {
  const Stmt *At = E;
  for (DynTypedNodeList Up = parentsOf(Ctx, *At); !Up.empty(); Up = parentsOf(Ctx, *At)) {
    if (const auto *Var = Up[0].get<VarDecl>()) {
      if (Depth == 0 || !Var->isLocalVarDecl())
        return false;
      for (const Expr *Use : BodyNodes(Body).Exprs)
        if (const auto *Ref = dyn_cast<DeclRefExpr>(Use);
            Ref && Ref->getDecl() == Var && decidesTripOrAddress(Ctx, Ref, Body, Depth - 1))
          return true;
      return false;
    }
    const Stmt *P = Up[0].get<Stmt>();
    if (!P)
      return false;
    if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(P); Sub && Sub->getIdx() == At)
      return true;
    if (const auto *B = dyn_cast<BinaryOperator>(P)) {
      if (B->getType()->isPointerType())
        return true;
      // Assigned to a local: that local's uses decide.
      if (B->getOpcode() == BO_Assign && B->getRHS() == At)
        if (const auto *Ref = dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParens()))
          if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
              Var && Var->isLocalVarDecl() && Depth > 0)
            for (const Expr *Use : BodyNodes(Body).Exprs)
              if (const auto *Other = dyn_cast<DeclRefExpr>(Use);
                  Other && Other != Ref && Other->getDecl() == Var &&
                  decidesTripOrAddress(Ctx, Other, Body, Depth - 1))
                return true;
    }
    if ((isa<ForStmt>(P) && cast<ForStmt>(P)->getCond() == At) ||
        (isa<WhileStmt>(P) && cast<WhileStmt>(P)->getCond() == At) ||
        (isa<DoStmt>(P) && cast<DoStmt>(P)->getCond() == At))
      return true;
    if (!isa<Expr>(P))
      return false;
    At = P;
  }
  return false;
}

} // namespace

void applyFloatLiteralsRule(RuleContext &R, const FunctionModel &M) {
  if (!M.Function->getBody())
    return;
  BodyNodes Body(M.Function->getBody());
  std::set<const FloatingLiteral *> Done;
  for (const Expr *E : Body.Exprs) {
    const auto *L = dyn_cast<FloatingLiteral>(E);
    if (!L || !isDouble(L->getType()) || Done.count(L))
      continue;
    Leaves All;
    const Expr *Root = outermost(R.Ctx, L);
    if (takesSuffixes(contextOf(R.Ctx, Root), R.Ctx, All) &&
        decidesTripOrAddress(R.Ctx, Root, M.Function->getBody())) {
      for (const FloatingLiteral *Lit : All.Literals)
        Done.insert(Lit);
      R.count("double_literals_kept");
      R.conservative(L, DiagId::UnsupportedMemoryOp,
                     "keeps the double literal: its expression's value decides a trip count or "
                     "an address (a loop's condition, an index), which float arithmetic could "
                     "move by its last bit",
                     "write the literal with `f` (0.5f) where single precision is meant");
      continue;
    }
    All = Leaves();
    if (!takesSuffixes(contextOf(R.Ctx, Root), R.Ctx, All)) {
      // A literal beside a widened float whose double value goes on as a double: said.
      Leaves Own;
      collect(Root, R.Ctx, Own);
      if (Root != L && Own.Widened > 0) {
        Done.insert(L);
        R.count("double_literals_kept");
        R.conservative(L, DiagId::UnsupportedMemoryOp,
                       "keeps the double literal: the double value of its expression goes on "
                       "as a double (a double variable, another function's double argument, or beside "
                       "other double values), where the double may be meant",
                       "write the literal with `f` (0.5f) where single precision is meant");
      }
      continue;
    }
    for (const FloatingLiteral *Lit : All.Literals) {
      if (!Done.insert(Lit).second)
        continue;
      std::optional<TextRange> Text = R.range(Lit, "a floating literal");
      // A literal that is a macro's whole expansion has the macro's name for its text: a
      // suffix there would make another name. The use is cast instead.
      std::vector<EditSet::Piece> Single;
      if (Text && Lit->getBeginLoc().isMacroID())
        Single = {std::string("static_cast<float>("), EditSet::Sub{*Text}, std::string(")")};
      else if (Text)
        Single = {EditSet::Sub{*Text}, std::string("f")};
      if (Text && R.replace(Lit, "a floating literal", std::move(Single)))
        R.count("double_literals_suffixed");
      else if (Text)
        continue; // the same literal of another instantiation, suffixed already
      else
        R.count("double_literals_kept");
    }
  }
}

} // namespace limiter
