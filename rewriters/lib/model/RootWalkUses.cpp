// How each use of the root memory, or of a pointer into it, reads or writes it (RootWalk.h).

#include "model/RootWalk.h"

#include "ast/CloneableCallees.h"
#include "ast/KnownCallees.h"
#include "ast/Memory.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtCXX.h"

using namespace clang;

namespace limiter {

unsigned RootWalk::useOfAccess(const Expr *A) {
  DynTypedNode Parent = parentOf(A);
  if (const auto *Var = Parent.get<VarDecl>())
    return Var->getType()->isReferenceType() ? AccessNone : AccessRead;
  const auto *P = Parent.get<Expr>();
  if (!P) {
    if (const auto *Asm = Parent.get<GCCAsmStmt>())
      return asmOperandAccess(Asm, A);
    return AccessRead;
  }
  if (const auto *Cast = dyn_cast<CastExpr>(P))
    return Cast->getCastKind() == CK_ArrayToPointerDecay ? AccessNone : AccessRead;
  if (const auto *U = dyn_cast<UnaryOperator>(P)) {
    if (U->getOpcode() == UO_AddrOf)
      return AccessNone;
    return U->isIncrementDecrementOp() ? AccessRead | AccessWrite : AccessRead;
  }
  if (const auto *B = dyn_cast<BinaryOperator>(P)) {
    if (B->isAssignmentOp() && stripParens(B->getLHS()) == stripParens(A))
      return B->isCompoundAssignmentOp() ? AccessRead | AccessWrite : AccessWrite;
    return AccessRead;
  }
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(P))
    return operatorAccess(Op, A);
  if (const auto *M = dyn_cast<MemberExpr>(P)) {
    const auto *Method = dyn_cast<CXXMethodDecl>(M->getMemberDecl());
    return Method && Method->isConst() ? AccessRead : AccessRead | AccessWrite;
  }
  if (const auto *Call = dyn_cast<CallExpr>(P))
    return argumentAccess(Call, A, Call->getDirectCallee());
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(P))
    return constructorAccess(Construct, A);
  return AccessRead;
}

bool RootWalk::isAssignOperator(OverloadedOperatorKind K) {
  switch (K) {
  case OO_PlusEqual:
  case OO_MinusEqual:
  case OO_StarEqual:
  case OO_SlashEqual:
  case OO_PercentEqual:
  case OO_CaretEqual:
  case OO_AmpEqual:
  case OO_PipeEqual:
  case OO_LessLessEqual:
  case OO_GreaterGreaterEqual:
  case OO_PlusPlus:
  case OO_MinusMinus:
    return true;
  default:
    return false;
  }
}

unsigned RootWalk::operatorAccess(const CXXOperatorCallExpr *Op, const Expr *A) {
  bool IsObject = Op->getNumArgs() > 0 && stripParens(Op->getArg(0)) == stripParens(A);
  if (IsObject && Op->getOperator() == OO_Equal)
    return AccessWrite;
  if (IsObject && isAssignOperator(Op->getOperator()))
    return AccessRead | AccessWrite;
  const auto *Callee = dyn_cast_or_null<FunctionDecl>(Op->getCalleeDecl());
  if (IsObject) {
    const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Callee);
    if (Method)
      return Method->isConst() ? AccessRead : AccessRead | AccessWrite;
  }
  return Callee ? argumentAccess(Op, A, Callee) : AccessRead;
}

unsigned RootWalk::constructorAccess(const CXXConstructExpr *C, const Expr *A) {
  const CXXConstructorDecl *Ctor = C->getConstructor();
  for (unsigned I = 0; I < C->getNumArgs() && I < Ctor->getNumParams(); ++I)
    if (stripParens(C->getArg(I)) == stripParens(A))
      return referenceParamAccess(C, Ctor, I);
  return AccessRead;
}

unsigned RootWalk::argumentAccess(const CallExpr *Call, const Expr *A, const FunctionDecl *Callee) {
  if (!Callee)
    return AccessRead;
  // Member operator calls carry the object as argument 0 but not as a parameter.
  unsigned Shift = isa<CXXOperatorCallExpr>(Call) && isa<CXXMethodDecl>(Callee) ? 1 : 0;
  for (unsigned I = Shift; I < Call->getNumArgs(); ++I)
    if (stripParens(Call->getArg(I)) == stripParens(A))
      return I - Shift < Callee->getNumParams() ? referenceParamAccess(Call, Callee, I - Shift)
                                                : AccessRead;
  return AccessRead;
}

unsigned RootWalk::referenceParamAccess(const Expr *Site, const FunctionDecl *Callee,
                                        unsigned Index) {
  const ParmVarDecl *P = Callee->getParamDecl(Index);
  QualType T = P->getType();
  if (!T->isReferenceType() || T->getPointeeType().isConstQualified())
    return AccessRead;
  if (const FunctionDecl *Def = Callee->getDefinition(); Def && Def->hasBody()) {
    AccessSummary S = Owner.summarize(Def->getParamDecl(Index), nullptr);
    Result.merge(S, "via '" + Callee->getNameAsString() + "'");
    return AccessNone;
  }
  uncertain(Site, "bound to a reference parameter of '" + Callee->getNameAsString() +
                      "', whose body is not visible");
  return AccessNone;
}

unsigned RootWalk::asmOperandAccess(const GCCAsmStmt *Asm, const Expr *A) {
  for (unsigned I = 0; I < Asm->getNumOutputs(); ++I)
    if (stripParens(Asm->getOutputExpr(I)) == stripParens(A))
      return Asm->isOutputPlusConstraint(I) ? AccessRead | AccessWrite : AccessWrite;
  return AccessRead;
}

void RootWalk::classifyPointerUse(const Expr *E) {
  DynTypedNode Parent = parentOf(E);
  if (Parent.get<VarDecl>())
    return; // A local pointer, followed by propagateLocals.
  if (const auto *Ret = Parent.get<ReturnStmt>()) {
    (void)Ret;
    Result.ReturnsDerived = true;
    return;
  }
  if (const auto *Asm = Parent.get<GCCAsmStmt>()) {
    uncertain(Asm, "used as an operand of inline asm");
    return;
  }
  const auto *P = Parent.get<Expr>();
  if (!P)
    return; // A condition or a discarded expression statement.
  if (isAccess(P) || isa<UnaryOperator>(P) || isa<ArraySubscriptExpr>(P))
    return;
  if (const auto *Cast = dyn_cast<CastExpr>(P)) {
    if (Cast->getCastKind() == CK_PointerToIntegral)
      uncertain(P, "converted to an integer, which limiter does not follow");
    return;
  }
  if (const auto *B = dyn_cast<BinaryOperator>(P)) {
    if (B->isAssignmentOp() && stripParens(B->getRHS()) == stripParens(E)) {
      const auto *Lhs = dyn_cast<DeclRefExpr>(stripParens(B->getLHS()));
      if (!Lhs || !isa<VarDecl>(Lhs->getDecl()) ||
          !Lhs->getDecl()->getDeclContext()->isFunctionOrMethod())
        uncertain(P, "stored to memory, where limiter does not follow it");
    }
    return; // Comparisons and pointer differences touch no memory.
  }
  if (const auto *Call = dyn_cast<CallExpr>(P)) {
    classifyCallArgument(Call, E);
    return;
  }
  // A lambda's plain capture: its uses are in the lambda's body, part of this one.
  if (const auto *Lambda = dyn_cast<LambdaExpr>(P)) {
    auto Init = Lambda->capture_init_begin();
    for (const LambdaCapture &C : Lambda->captures()) {
      if (!Lambda->isInitCapture(&C) && *Init && stripParens(*Init) == stripParens(E))
        return;
      ++Init;
    }
  }
  if (isa<CXXConstructExpr>(P) || isa<InitListExpr>(P) || isa<LambdaExpr>(P)) {
    uncertain(P, "stored into an object, where limiter does not follow it");
    return;
  }
  if (isa<AbstractConditionalOperator>(P) || isa<ParenExpr>(P))
    return;
  uncertain(P, std::string("used in a ") + P->getStmtClassName() +
                   " expression, which limiter does not follow");
}

void RootWalk::classifyCallArgument(const CallExpr *Call, const Expr *Arg) {
  unsigned Index = 0;
  while (Index < Call->getNumArgs() && stripParens(Call->getArg(Index)) != stripParens(Arg))
    ++Index;
  if (Index == Call->getNumArgs())
    return; // The callee expression itself (a function pointer): not memory of the root.
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee) {
    uncertain(Call, "passed to a call limiter cannot resolve (a function pointer or a "
                    "dependent call in a template)");
    return;
  }
  std::string Name = Callee->getNameAsString();
  if (auto Known = lookupKnownCallee(Callee)) {
    Result.Bits |= Index < 2 ? Known->ArgBits[Index] : AccessNone;
    return;
  }
  const FunctionDecl *Def = Callee->getDefinition();
  if (!Def || !Def->hasBody() || Index >= Def->getNumParams()) {
    uncertain(Call, "passed to '" + Name + "', whose body is not visible");
    return;
  }
  Result.merge(Owner.summarize(Def->getParamDecl(Index), nullptr), "via '" + Name + "'");
}

bool RootWalk::callReturnsDerived(const CallExpr *Call) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || !Call->getType()->isPointerType())
    return false;
  if (auto Known = lookupKnownCallee(Callee))
    return Known->ReturnsDerivedArg0 && Call->getNumArgs() > 0 && derives(Call->getArg(0));
  const FunctionDecl *Def = Callee->getDefinition();
  if (!Def || !Def->hasBody())
    return false;
  for (unsigned I = 0; I < Call->getNumArgs(); ++I) {
    const ParmVarDecl *P = parameterFor(Call, I);
    P = P ? Def->getParamDecl(P->getFunctionScopeIndex()) : nullptr;
    if (P && derives(Call->getArg(I)) && P->getType()->isPointerType() &&
        Owner.summarize(P, nullptr).ReturnsDerived)
      return true;
  }
  return false;
}

void RootWalk::classifyRecordUse(const Expr *E) {
  DynTypedNode Parent = parentOf(E);
  const auto *P = Parent.get<Expr>();
  // `s.field` is handled as the root; `s.other` does not reach the field.
  if (P && isa<MemberExpr>(P))
    return;
  if (P && isa<ImplicitCastExpr>(P) && parentOf(P).get<MemberExpr>())
    return;
  const Expr *Site = P ? P : E;
  const Expr *Arg = E;
  while (P && (isa<ImplicitCastExpr>(P) || isa<ParenExpr>(P) || isa<CXXConstructExpr>(P))) {
    Arg = P;
    P = parentOf(P).get<Expr>();
  }
  if (const auto *Call = dyn_cast_or_null<CallExpr>(P)) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    const FunctionDecl *Def = Callee ? Callee->getDefinition() : nullptr;
    for (unsigned I = 0; Def && Def->hasBody() && I < Call->getNumArgs(); ++I) {
      const ParmVarDecl *Param = parameterFor(Call, I);
      if (stripParens(Call->getArg(I)) != stripParens(Arg) || !Param)
        continue;
      const ParmVarDecl *CalleeParam = Def->getParamDecl(Param->getFunctionScopeIndex());
      if (CalleeParam->getType().getNonReferenceType()->getAsRecordDecl() == Field->getParent()) {
        Result.merge(Owner.summarize(CalleeParam, Field),
                     "via '" + Callee->getNameAsString() + "'");
        return;
      }
    }
  }
  uncertain(Site, "the struct holding '" + Field->getNameAsString() +
                      "' is copied or passed where limiter does not follow it");
}

} // namespace limiter
