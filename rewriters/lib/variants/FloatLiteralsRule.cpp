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
// larger macro is kept, and said. `pow(x, 2)` of a float x is double arithmetic too where nvcc
// compiles it (std::pow's promotion, though Clang's headers call a float function): its
// exponent is made a float.

#include "variants/CoalescedAccesses.h"
#include "variants/FloatArithmetic.h"
#include "variants/RuleContext.h"

#include "ast/BodyNodes.h"
#include "ast/KnownCallees.h"
#include "ast/Parents.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/TypeLoc.h"

#include <cfloat>
#include <cmath>
#include <set>

using namespace clang;

namespace limiter {
namespace {

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

/// The local of Floats an expression names, as the left side of an assignment, or null.
const VarDecl *floatTarget(const Expr *E, const std::set<const VarDecl *> &Floats) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParens());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return V && Floats.count(V) ? V : nullptr;
}

Context contextOf(ASTContext &Ctx, const Expr *Root, const std::set<const VarDecl *> &Floats) {
  // A local the what-if makes float, initialised or assigned: the value goes back to float.
  if (DynTypedNodeList Up = parentsOf(Ctx, *Root); !Up.empty())
    if (const auto *V = Up[0].get<VarDecl>(); V && Floats.count(V))
      return {{Root}, false, true};
  const Expr *P = parentExpr(Ctx, Root);
  if (!P)
    return {};
  if (const auto *Assign = dyn_cast<BinaryOperator>(P);
      Assign && Assign->isAssignmentOp() &&
      Assign->getRHS()->IgnoreParens() == Root->IgnoreParens() &&
      floatTarget(Assign->getLHS(), Floats))
    return {{Root}, Assign->isCompoundAssignmentOp(), !Assign->isCompoundAssignmentOp()};
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
bool takesSuffixes(const Context &C, const ASTContext &Ctx, Leaves &All,
                   const std::set<const VarDecl *> &Floats) {
  for (const Expr *Part : C.Parts)
    collect(Part, Ctx, All, &Floats);
  return !C.Parts.empty() && !All.Other && !All.Literals.empty() &&
         (All.Widened + C.TargetWidened > 0 || (C.ToFloat && All.Integers > 0));
}

/// Whether a read of a double local (Read, its value) goes where a float would serve: through
/// double arithmetic (outermost) to a conversion to float, into a local of Floats, or the right
/// side of a compound assignment to a float or one of Floats; and decides no trip count or
/// address.
bool readAsFloat(ASTContext &Ctx, const Expr *Read, const FunctionModel &M,
                 const std::set<const VarDecl *> &Floats) {
  const Expr *Root = outermost(Ctx, Read);
  if (M.decidesAddressOrTrip(Root))
    return false;
  DynTypedNodeList Up = parentsOf(Ctx, *Root);
  if (Up.empty())
    return false;
  if (const auto *V = Up[0].get<VarDecl>())
    return Floats.count(V) > 0;
  const Expr *P = Up[0].get<Expr>();
  if (const auto *Cast = dyn_cast_or_null<ImplicitCastExpr>(P))
    return Cast->getCastKind() == CK_FloatingCast && isFloat(Cast->getType());
  // Not a comparison: it may decide a break, a store or an exact test whose outcome float's
  // last bit would change.
  const auto *B = dyn_cast_or_null<BinaryOperator>(P);
  if (!B)
    return false;
  return B->isAssignmentOp() && B->getRHS() == Root &&
         (floatTarget(B->getLHS(), Floats) ||
          (B->isCompoundAssignmentOp() && isFloat(B->getLHS()->getType())));
}

/// Whether the value of E (an assignment or an increment) is dropped: E is a statement of its
/// own (or a for loop's increment), not an operand, argument or condition.
bool discarded(ASTContext &Ctx, const Expr *E) {
  const Stmt *At = E;
  DynTypedNodeList Up = parentsOf(Ctx, *At);
  while (!Up.empty() && (Up[0].get<ExprWithCleanups>() || Up[0].get<ParenExpr>())) {
    At = Up[0].get<Stmt>();
    Up = parentsOf(Ctx, Up[0]);
  }
  if (Up.empty())
    return false;
  if (const auto *For = Up[0].get<ForStmt>())
    return For->getInc() == At || For->getBody() == At;
  if (const auto *If = Up[0].get<IfStmt>())
    return If->getThen() == At || If->getElse() == At;
  if (const auto *While = Up[0].get<WhileStmt>())
    return While->getBody() == At;
  if (const auto *Do = Up[0].get<DoStmt>())
    return Do->getBody() == At;
  return Up[0].get<CompoundStmt>() || Up[0].get<SwitchCase>();
}

/// The double locals of F the what-if makes float: each declared `double` (not through a
/// typedef or auto, its declaration's every variable one of them), written only from floats
/// widened to double, float-sized literals, integers, others of them and the arithmetic of
/// these (an initialiser, `=`, `op=`, `++`, each a statement of its own), and read only where a
/// float would serve (readAsFloat); never passed by reference or address, nor captured. `double s =
/// 0; s += x[i]
/// * w[i]; out[i] = s;` of float arrays: its float arithmetic widened for a float's value, as
/// `float s` makes it float.
std::set<const VarDecl *> floatLocals(const FunctionModel &M, RuleContext &R) {
  ASTContext &Ctx = R.Ctx;
  const FunctionDecl *F = M.Function;
  BodyNodes Body(F->getBody());
  std::set<const VarDecl *> Floats;
  for (const VarDecl *V : Body.Vars) {
    TypeSourceInfo *Info = V->getTypeSourceInfo();
    // Its type written as `double` in text the what-if can edit (not a macro's).
    if (V->isLocalVarDecl() && !V->isStaticLocal() && Info && isDouble(V->getType()) &&
        Info->getTypeLoc().getUnqualifiedLoc().getAs<BuiltinTypeLoc>() &&
        R.Edits.rangeOf(Info->getTypeLoc().getUnqualifiedLoc().getSourceRange()))
      Floats.insert(V);
  }
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (auto It = Floats.begin(); It != Floats.end();) {
      const VarDecl *V = *It;
      bool Fits = true;
      if (const Expr *Init = V->getInit()) {
        Leaves Own;
        collect(Init, Ctx, Own, &Floats);
        Fits = !Own.Other;
      }
      for (const Expr *E : Body.Exprs) {
        const auto *Ref = dyn_cast<DeclRefExpr>(E);
        if (!Fits || !Ref || Ref->getDecl() != V)
          continue;
        DynTypedNodeList Up = parentsOf(Ctx, *Ref);
        const Expr *P = Up.empty() ? nullptr : Up[0].get<Expr>();
        while (P && isa<ParenExpr>(P)) {
          Up = parentsOf(Ctx, *P);
          P = Up.empty() ? nullptr : Up[0].get<Expr>();
        }
        if (Ref->refersToEnclosingVariableOrCapture() || !P) {
          Fits = false;
        } else if (const auto *Cast = dyn_cast<ImplicitCastExpr>(P);
                   Cast && Cast->getCastKind() == CK_LValueToRValue) {
          Fits = readAsFloat(Ctx, Cast, M, Floats);
        } else if (const auto *B = dyn_cast<BinaryOperator>(P);
                   B && B->isAssignmentOp() && B->getLHS()->IgnoreParens() == Ref) {
          Leaves Own;
          collect(B->getRHS(), Ctx, Own, &Floats);
          Fits = !Own.Other && discarded(Ctx, B);
        } else if (const auto *U = dyn_cast<UnaryOperator>(P); U && U->isIncrementDecrementOp()) {
          Fits = discarded(Ctx, U);
        } else {
          Fits = false; // an address, a reference, a call's argument by reference
        }
      }
      // One declaration's variables share their written type.
      if (Fits)
        for (const Stmt *S : Body.Stmts)
          if (const auto *D = dyn_cast<DeclStmt>(S))
            for (const Decl *Each : D->decls())
              if (Each == V)
                for (const Decl *Other : D->decls())
                  Fits &= !isa<VarDecl>(Other) || Floats.count(cast<VarDecl>(Other));
      if (Fits) {
        ++It;
      } else {
        It = Floats.erase(It);
        Changed = true;
      }
    }
  }
  return Floats;
}

/// Writes each of Floats' declarations as float (its type's text, once for a declaration of
/// several).
void declareFloat(RuleContext &R, const std::set<const VarDecl *> &Floats) {
  std::set<unsigned> Done;
  for (const VarDecl *V : Floats) {
    TypeLoc Type = V->getTypeSourceInfo()->getTypeLoc().getUnqualifiedLoc();
    std::optional<TextRange> Text = R.Edits.rangeOf(Type.getSourceRange());
    if (!Text || !Done.insert(Text->Begin).second)
      continue;
    if (R.Edits.replace(*Text, {std::string("float")}))
      R.count("double_locals_made_float");
  }
}

/// `pow(x, n)` of a float x and an integer n, which Clang's CUDA headers resolve to a float
/// function (powif) but nvcc's, with GCC's library, to std::pow's template, which promotes both
/// to double: the compiled call is double arithmetic, as `pow(x, 2.0)` is.
bool isIntegerPowerOfFloat(const CallExpr *C, const ASTContext &Ctx) {
  const FunctionDecl *F = C->getDirectCallee();
  return F && F->getIdentifier() && F->getName() == "pow" && C->getNumArgs() == 2 &&
         F->getNumParams() == 2 && isFloat(F->getParamDecl(0)->getType()) &&
         F->getParamDecl(1)->getType()->isIntegerType() &&
         isMathLibraryCall(C, Ctx.getSourceManager());
}

/// Each such call's exponent made a float (`pow(x, static_cast<float>(2))`, the float function
/// in both); kept, and said, where the call's value decides a trip count or an address.
void floatExponents(RuleContext &R, const FunctionModel &M, const BodyNodes &Body) {
  for (const Expr *E : Body.Exprs) {
    const auto *Call = dyn_cast<CallExpr>(E);
    if (!Call || !isIntegerPowerOfFloat(Call, R.Ctx))
      continue;
    if (M.decidesAddressOrTrip(Call)) {
      R.count("integer_exponents_kept");
      R.conservative(Call, DiagId::UnsupportedMemoryOp,
                     "keeps `pow` of a float and an integer, which nvcc computes in double: its "
                     "value decides a trip count or an address, which float arithmetic could "
                     "move by its last bit",
                     "write `powf(x, 2.0f)` or `x * x` where single precision is meant");
      continue;
    }
    const Expr *Exponent = Call->getArg(1);
    // A constant float would round (2^24 + 1 to 2^24, an odd power's sign lost): left as it is.
    Expr::EvalResult Value;
    if (!Exponent->isValueDependent() && Exponent->EvaluateAsInt(Value, R.Ctx) &&
        Value.Val.getInt().abs().getLimitedValue() >= (1ULL << 24))
      continue;
    std::optional<TextRange> Text = R.range(Exponent, "a power's integer exponent");
    if (Text &&
        R.replace(Exponent, "a power's integer exponent",
                  {std::string("static_cast<float>("), EditSet::Sub{*Text}, std::string(")")}))
      R.count("integer_exponents_made_float");
  }
}

} // namespace

void applyFloatLiteralsRule(RuleContext &R, const FunctionModel &M) {
  if (!M.Function->getBody())
    return;
  BodyNodes Body(M.Function->getBody());
  // Double locals of float data are made float first: their reads are floats below.
  const std::set<const VarDecl *> Floats =
      textOfItsOwn(M, R) ? floatLocals(M, R) : std::set<const VarDecl *>();
  declareFloat(R, Floats);
  floatExponents(R, M, Body);
  std::set<const FloatingLiteral *> Done;
  for (const Expr *E : Body.Exprs) {
    const auto *L = dyn_cast<FloatingLiteral>(E);
    if (!L || !isDouble(L->getType()) || Done.count(L))
      continue;
    Leaves All;
    const Expr *Root = outermost(R.Ctx, L);
    if (takesSuffixes(contextOf(R.Ctx, Root, Floats), R.Ctx, All, Floats) &&
        M.decidesAddressOrTrip(Root)) {
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
    if (!takesSuffixes(contextOf(R.Ctx, Root, Floats), R.Ctx, All, Floats)) {
      // A literal beside a widened float whose double value goes on as a double: said.
      Leaves Own;
      collect(Root, R.Ctx, Own, &Floats);
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
