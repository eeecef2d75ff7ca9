// What mem-only counts as computing a value, and the leaves it keeps of one: arithmetic on
// numbers and on structs of numbers, math-library calls and conversions, with the copies,
// temporaries and parentheses that only move a value seen through.

#include "variants/MemOnlyValues.h"

#include "ast/Assignments.h"
#include "ast/CallArguments.h"
#include "ast/CloneableCallees.h"
#include "ast/KnownCallees.h"
#include "model/KernelModel.h"

#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <algorithm>

using namespace clang;

namespace limiter {

/// A struct of numbers passed by value (float3, a user's complex type): its operators compute
/// as the arithmetic on its fields would, and a fold makes one of it from its words.
bool isValueRecord(QualType T) {
  return T->getAsCXXRecordDecl() && isNumericValueType(T);
}

bool isArithmetic(QualType T) {
  T = T.getNonReferenceType();
  return (T->isArithmeticType() && !T->isBooleanType()) || isValueRecord(T);
}

/// `a + b`, `-v`, `a * s` on value records through the project's overloaded operators.
bool isArithmeticOperatorCall(const CXXOperatorCallExpr *Op) {
  switch (Op->getOperator()) {
  case OO_Plus:
  case OO_Minus:
  case OO_Star:
  case OO_Slash:
  case OO_Percent:
  case OO_Caret:
  case OO_Amp:
  case OO_Pipe:
  case OO_Tilde:
  case OO_LessLess:
  case OO_GreaterGreater:
    break;
  default:
    return false;
  }
  return isArithmetic(Op->getType()) && !Op->isGLValue() &&
         std::all_of(Op->arg_begin(), Op->arg_end(),
                     [](const Expr *Arg) { return isArithmetic(Arg->getType()); });
}

/// A math-library call, or a call of a project function that computes on its parameters
/// alone, on arithmetic values: it computes, so its operands are gathered.
bool isMathCall(const CallExpr *Call, const SourceManager &SM) {
  return (isMathLibraryCall(Call, SM) || computesOnParametersOnly(Call->getDirectCallee())) &&
         !cloneableCallee(Call, SM) && isArithmetic(Call->getType()) &&
         std::all_of(Call->arg_begin(), Call->arg_end(),
                     [](const Expr *Arg) { return isArithmetic(Arg->getType()); });
}

/// A conversion of a number into a struct of numbers by a constructor of the toolkit's headers
/// (`__nv_bfloat16(float)`, `__half(double)`): it computes, as the conversion intrinsics do.
bool isToolkitConversion(const Expr *E, const SourceManager &SM) {
  const auto *Construct = dyn_cast<CXXConstructExpr>(E);
  if (const auto *Cast = dyn_cast<CastExpr>(E))
    Construct = dyn_cast<CXXConstructExpr>(Cast->getSubExpr()->IgnoreParenImpCasts());
  if (!Construct || Construct->getNumArgs() != 1)
    return false;
  const CXXConstructorDecl *Ctor = Construct->getConstructor();
  return !Ctor->isCopyOrMoveConstructor() && isNumericValueType(Construct->getType()) &&
         isNumericValueType(Construct->getArg(0)->getType()) &&
         SM.isInSystemHeader(SM.getExpansionLoc(Ctor->getLocation()));
}

/// Nodes that compute: their operands are gathered instead of kept.
bool isInterior(const Expr *E, const SourceManager &SM) {
  if (isa<ParenExpr>(E))
    return true;
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E))
    return Cast->getCastKind() != CK_LValueToRValue && isArithmetic(E->getType());
  // A conversion, to a number or to a struct of numbers of the toolkit's (`(__nv_bfloat16)x`
  // constructs one from a float); `float4{...}` builds a value, kept.
  if (isa<ExplicitCastExpr>(E))
    return (E->getType()->isArithmeticType() && !E->getType()->isBooleanType()) ||
           (isNumericValueType(E->getType()) && isToolkitConversion(E, SM));
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(E))
    return isToolkitConversion(Construct, SM);
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return !B->isAssignmentOp() && !B->isCommaOp() && !B->isLogicalOp();
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return U->getOpcode() == UO_Minus || U->getOpcode() == UO_Plus || U->getOpcode() == UO_Not;
  // `c ? a[i] : 0` loads only when c holds: a conditional is control flow, kept whole, and
  // its branches are folded as values of their own.
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E))
    return isArithmeticOperatorCall(Op);
  if (const auto *Call = dyn_cast<CallExpr>(E))
    return isMathCall(Call, SM);
  return false;
}

/// E without what only moves a value: parentheses, implicit conversions, temporaries and the
/// trivial copies of a value record (`out[i] = a + b` on structs binds a temporary to
/// `operator=`).
const Expr *throughCopies(const Expr *E) {
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
      E = M->getSubExpr();
    else if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(E))
      E = B->getSubExpr();
    else if (const auto *C = dyn_cast<ExprWithCleanups>(E))
      E = C->getSubExpr();
    else if (const auto *K = dyn_cast<CXXConstructExpr>(E);
             K && K->getNumArgs() == 1 && K->getConstructor()->isCopyOrMoveConstructor() &&
             K->getConstructor()->isTrivial())
      E = K->getArg(0);
    else
      return E;
  }
}

/// The call (an operator's, or a math function's such as `__float2bfloat16(x)`), cast or
/// construction (`(__nv_bfloat16)x`) a value record's copy or temporary holds, else E itself.
const Expr *operatorUnderCopies(const Expr *E) {
  const Expr *Inner = throughCopies(E);
  return isa<CallExpr>(Inner) || isa<ExplicitCastExpr>(Inner) || isa<CXXConstructExpr>(Inner)
             ? Inner
             : E;
}

/// E is the whole of one function-like macro's expansion (`UMAD(a, b, c)`): its parts are
/// spelled in the macro's body, where no edit can reach them.
bool isWholeMacroCall(const Expr *E, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation Begin = E->getBeginLoc(), End = E->getEndLoc();
  if (!Begin.isMacroID() || !End.isMacroID() || SM.isMacroArgExpansion(Begin) ||
      !Lexer::isAtStartOfMacroExpansion(Begin, SM, Ctx.getLangOpts()) ||
      !Lexer::isAtEndOfMacroExpansion(End, SM, Ctx.getLangOpts()))
    return false;
  // More than one token: a macro call, not an object-like macro naming a value.
  return SM.getExpansionLoc(Begin) != SM.getExpansionRange(End).getEnd();
}

/// The operands an arithmetic value combines, constants left out.
void gatherLeaves(const Expr *E, ASTContext &Ctx, std::vector<const Expr *> &Out) {
  E = operatorUnderCopies(E);
  // A macro call that computes is one operand, kept whole, where one of its operands is
  // spelled in the macro's body (no edit reaches it); operands written as the macro's
  // arguments are gathered as usual.
  if (isInterior(E, Ctx.getSourceManager()) && isWholeMacroCall(E, Ctx) &&
      (E->isValueDependent() || !E->isEvaluatable(Ctx))) {
    const SourceManager &SM = Ctx.getSourceManager();
    auto Written = [&](SourceLocation L) { return !L.isMacroID() || SM.isMacroArgExpansion(L); };
    std::vector<const Expr *> Inner;
    for (const Stmt *Child : E->children())
      if (const auto *C = dyn_cast_or_null<Expr>(Child))
        gatherLeaves(C, Ctx, Inner);
    if (std::all_of(Inner.begin(), Inner.end(), [&](const Expr *L) {
          return Written(L->getBeginLoc()) && Written(L->getEndLoc());
        }))
      Out.insert(Out.end(), Inner.begin(), Inner.end());
    else
      Out.push_back(E);
    return;
  }
  if (isInterior(E, Ctx.getSourceManager())) {
    for (const Stmt *Child : E->children())
      if (const auto *C = dyn_cast_or_null<Expr>(Child))
        gatherLeaves(C, Ctx, Out);
    return;
  }
  if (!E->isValueDependent() && E->isEvaluatable(Ctx))
    return; // Literals and constants cost nothing at run time.
  Out.push_back(E);
}

namespace {

/// The value a combination combines: numbers but integers, and structs of numbers.
/// A type with an integer in it (an int2, cub's KeyValuePair<int, float> of an arg-max): its
/// combination may give an index.
bool holdsInteger(QualType T) {
  T = T.getCanonicalType();
  while (const ArrayType *Array = T->getAsArrayTypeUnsafe())
    T = Array->getElementType().getCanonicalType();
  if (T->isIntegerType() || T->isEnumeralType())
    return true;
  if (const auto *Record = T->getAsCXXRecordDecl(); Record && Record->hasDefinition()) {
    for (const FieldDecl *F : Record->fields())
      if (holdsInteger(F->getType()))
        return true;
    for (const CXXBaseSpecifier &Base : Record->bases())
      if (holdsInteger(Base.getType()))
        return true;
  }
  return false;
}

bool foldableValue(const Expr *Value) {
  QualType T = Value->getType().getNonReferenceType();
  while (const ArrayType *Array = T->getAsArrayTypeUnsafe())
    T = Array->getElementType(); // cub's per-thread items
  return isArithmetic(T) && !holdsInteger(T);
}

std::optional<GroupCombination> cooperativeGroupsCombination(const CallExpr *Call,
                                                             const FunctionDecl *Callee) {
  StringRef Name = Callee->getName();
  bool Reduce = Name == "reduce" && Call->getNumArgs() == 3;
  bool Scan = (Name == "inclusive_scan" || Name == "exclusive_scan") &&
              (Call->getNumArgs() == 2 || Call->getNumArgs() == 3);
  if (!(Reduce || Scan) || !foldableValue(Call->getArg(1)))
    return std::nullopt;
  GroupCombination G;
  G.Value = Call->getArg(1);
  if (Call->getNumArgs() == 3)
    G.Op = Call->getArg(2);
  else
    G.After = Call->getArg(1);
  return G;
}

std::optional<GroupCombination> cubCombination(const CXXMemberCallExpr *Call,
                                               const CXXMethodDecl *Method) {
  StringRef Name = Method->getName();
  unsigned N = Call->getNumArgs();
  if (N == 0 || !foldableValue(Call->getArg(0)))
    return std::nullopt;
  GroupCombination G;
  G.Value = Call->getArg(0);
  for (unsigned I = 0; I < N && I < Method->getNumParams(); ++I) {
    StringRef Param = Method->getParamDecl(I)->getName();
    if (Param == "reduction_op" || Param == "scan_op") {
      G.Op = Call->getArg(I);
      return G;
    }
  }
  const auto *Member = dyn_cast<MemberExpr>(Call->getCallee()->IgnoreParens());
  if (!Member)
    return std::nullopt;
  G.Method = Member->getMemberLoc();
  if (Name == "Sum") {
    G.Renamed = "Reduce"; // Sum(v[, valid]) -> Reduce(v, op[, valid])
    G.After = Call->getArg(0);
  } else if ((Name == "HeadSegmentedSum" || Name == "TailSegmentedSum") && N == 2) {
    // (v, flag) -> (v, flag, op)
    G.Renamed = Name == "HeadSegmentedSum" ? "HeadSegmentedReduce" : "TailSegmentedReduce";
    G.After = Call->getArg(1);
  } else if ((Name == "InclusiveSum" || Name == "ExclusiveSum") && N >= 2) {
    // (in, out[, aggregate | prefix callback]) -> (in, out[, initial], op[, ...]); the
    // exclusive scan takes an initial value but where a prefix callback gives it.
    G.Renamed = Name == "InclusiveSum" ? "InclusiveScan" : "ExclusiveScan";
    G.After = Call->getArg(1);
    bool Callback = N >= 3 && Method->getNumParams() >= 3 &&
                    Method->getParamDecl(2)->getName().contains("callback");
    if (Name == "ExclusiveSum" && !Callback)
      G.Initial = Call->getArg(0);
  } else {
    return std::nullopt;
  }
  return G;
}

} // namespace

std::optional<GroupCombination> foldableGroupCombination(const CallExpr *Call) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || !Callee->getIdentifier())
    return std::nullopt;
  if (const auto *Method = dyn_cast<CXXMethodDecl>(Callee)) {
    const auto *Member = dyn_cast<CXXMemberCallExpr>(Call);
    if (Member && inNamespace(Method->getParent(), "cub"))
      return cubCombination(Member, Method);
    return std::nullopt;
  }
  if (isCooperativeGroups(Callee))
    return cooperativeGroupsCombination(Call, Callee);
  return std::nullopt;
}

} // namespace limiter
