#include "limiter/rewriters/PointerAccess.h"

#include "BodyNodes.h"
#include "KnownCallees.h"
#include "limiter/rewriters/KernelModel.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace limiter {

MemoryAccess AccessSummary::access() const {
  switch (Bits & (AccessRead | AccessWrite)) {
  case AccessRead:
    return MemoryAccess::Read;
  case AccessWrite:
    return MemoryAccess::Write;
  case AccessRead | AccessWrite:
    return MemoryAccess::ReadWrite;
  default:
    return MemoryAccess::None;
  }
}

void AccessSummary::merge(const AccessSummary &Other, const std::string &Via) {
  Bits |= Other.Bits;
  for (const std::string &U : Other.Uncertainties)
    Uncertainties.push_back(Via.empty() ? U : Via + ": " + U);
}

namespace {

const Expr *stripParens(const Expr *E) { return E ? E->IgnoreParens() : nullptr; }

bool isPointerLike(QualType T) { return T->isPointerType() || T->isArrayType(); }

} // namespace

/// The analysis of one root in one function body.
class RootWalk {
public:
  RootWalk(PointerAccessAnalysis &Owner, const ParmVarDecl *Param, const FieldDecl *Field)
      : Owner(Owner), Ctx(Owner.context()), Param(Param), Field(Field) {
    if (!Field) {
      if (Param->getType()->isReferenceType())
        Aliases.insert(Param);
      else
        Pointers.insert(Param);
    }
  }

  AccessSummary run(const Stmt *Body) {
    BodyNodes Nodes(Body);
    propagateLocals(Nodes);
    for (const Expr *E : Nodes.Exprs) {
      if (isAccess(E) && !isAccessWrapper(parentOf(E), E))
        Result.Bits |= useOfAccess(E);
      else if (derives(E) && !derivesThrough(parentOf(E), E))
        classifyPointerUse(E);
      else if (Field && refersToRecordParam(E))
        classifyRecordUse(E);
    }
    return Result;
  }

private:
  PointerAccessAnalysis &Owner;
  ASTContext &Ctx;
  const ParmVarDecl *Param;
  const FieldDecl *Field; ///< Set for a pointer field of a record parameter.
  llvm::SmallPtrSet<const ValueDecl *, 8> Pointers; ///< Hold pointers into the root memory.
  llvm::SmallPtrSet<const ValueDecl *, 4> Aliases;  ///< References bound to it.
  AccessSummary Result;

  // --- Parents -------------------------------------------------------------------------

  DynTypedNode parentOf(const Expr *E) {
    DynTypedNodeList Parents = Ctx.getParents(*E);
    return Parents.empty() ? DynTypedNode() : Parents[0];
  }

  std::string where(const Stmt *S) {
    PresumedLoc P = Ctx.getSourceManager().getPresumedLoc(
        Ctx.getSourceManager().getExpansionLoc(S->getBeginLoc()));
    return P.isValid() ? "line " + std::to_string(P.getLine()) : "an unknown line";
  }

  void uncertain(const Stmt *S, const std::string &What) {
    Result.Bits |= AccessRead | AccessWrite;
    Result.Uncertainties.push_back(where(S) + ": " + What);
  }

  // --- What designates the root memory ---------------------------------------------------

  bool refersToRecordParam(const Expr *E) {
    const auto *Ref = dyn_cast<DeclRefExpr>(stripParens(E));
    return Ref && Ref->getDecl() == Param;
  }

  /// `s.field` where s is the record parameter: the root pointer itself.
  bool isRootField(const Expr *E) {
    const auto *M = dyn_cast<MemberExpr>(E);
    return Field && M && M->getMemberDecl() == Field && !M->isArrow() &&
           refersToRecordParam(M->getBase()->IgnoreParenImpCasts());
  }

  /// E is a pointer (or an array that decays to one) into the root memory.
  bool derives(const Expr *E) {
    E = stripParens(E);
    if (!E)
      return false;
    if (isRootField(E))
      return true;
    if (const auto *Cast = dyn_cast<CastExpr>(E)) {
      switch (Cast->getCastKind()) {
      case CK_ArrayToPointerDecay:
        return isAccess(Cast->getSubExpr()) || derives(Cast->getSubExpr());
      case CK_LValueToRValue:
      case CK_NoOp:
      case CK_BitCast:
      case CK_AddressSpaceConversion:
      case CK_Dependent:
        return derives(Cast->getSubExpr());
      default:
        return false;
      }
    }
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      return Pointers.contains(Ref->getDecl());
    if (const auto *B = dyn_cast<BinaryOperator>(E)) {
      if (B->isAdditiveOp() && B->getType()->isPointerType())
        return derives(B->getLHS()) || derives(B->getRHS());
      if (B->getOpcode() == BO_Assign)
        return B->getType()->isPointerType() && derives(B->getRHS());
      if (B->getOpcode() == BO_AddAssign || B->getOpcode() == BO_SubAssign)
        return B->getType()->isPointerType() && derives(B->getLHS());
      if (B->getOpcode() == BO_Comma)
        return derives(B->getRHS());
      return false;
    }
    if (const auto *U = dyn_cast<UnaryOperator>(E)) {
      if (U->getOpcode() == UO_AddrOf)
        return isAccess(U->getSubExpr());
      if (U->isIncrementDecrementOp())
        return derives(U->getSubExpr());
      return false;
    }
    if (const auto *C = dyn_cast<AbstractConditionalOperator>(E))
      return derives(C->getTrueExpr()) || derives(C->getFalseExpr());
    if (const auto *Call = dyn_cast<CallExpr>(E))
      return callReturnsDerived(Call);
    return false;
  }

  /// E is an lvalue in the root memory (`*p`, `p[i]`, `p->f`, `p[i].x`, a reference alias).
  bool isAccess(const Expr *E) {
    E = stripParens(E);
    if (!E)
      return false;
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E))
      return Cast->getCastKind() == CK_NoOp && Cast->isGLValue() && isAccess(Cast->getSubExpr());
    if (const auto *U = dyn_cast<UnaryOperator>(E))
      return U->getOpcode() == UO_Deref && derives(U->getSubExpr());
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(E))
      return derives(A->getBase());
    if (const auto *M = dyn_cast<MemberExpr>(E)) {
      if (!isa<FieldDecl>(M->getMemberDecl()))
        return false;
      return M->isArrow() ? derives(M->getBase()) : isAccess(M->getBase());
    }
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      return Aliases.contains(Ref->getDecl());
    return false;
  }

  /// Parent is the same lvalue seen through parentheses, a qualification cast or a field
  /// selection; the outermost one is classified.
  bool isAccessWrapper(const DynTypedNode &Parent, const Expr *Child) {
    const auto *P = Parent.get<Expr>();
    return P && isAccess(P) && !isa<UnaryOperator>(P) && !isa<ArraySubscriptExpr>(P) &&
           (isa<ParenExpr>(P) || isa<ImplicitCastExpr>(P) ||
            (isa<MemberExpr>(P) &&
             stripParens(cast<MemberExpr>(P)->getBase()) == stripParens(Child)));
  }

  /// Parent is itself a pointer into the root memory built from Child, so Child's use is
  /// classified at the parent.
  bool derivesThrough(const DynTypedNode &Parent, const Expr *Child) {
    const auto *P = Parent.get<Expr>();
    // `x = p` also yields p, but where x is stored matters: classify the assignment.
    if (const auto *B = dyn_cast_or_null<BinaryOperator>(P))
      if (B->getOpcode() == BO_Assign && stripParens(B->getRHS()) == stripParens(Child))
        return false;
    return P && derives(P);
  }

  // --- Locals ------------------------------------------------------------------------------

  /// Pointer locals assigned from the root and references bound to it, to a fixed point.
  void propagateLocals(const BodyNodes &Nodes) {
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (const VarDecl *V : Nodes.Vars) {
        const Expr *Init = V->getInit();
        if (!Init)
          continue;
        if (V->getType()->isReferenceType()
                ? isAccess(Init) && Aliases.insert(V).second
                : isPointerLike(V->getType()) && derives(Init) && Pointers.insert(V).second)
          Changed = true;
      }
      for (const Expr *E : Nodes.Exprs) {
        const auto *B = dyn_cast<BinaryOperator>(E);
        if (!B || !B->isAssignmentOp() || !B->getType()->isPointerType())
          continue;
        const auto *Lhs = dyn_cast<DeclRefExpr>(stripParens(B->getLHS()));
        if (Lhs && isa<VarDecl>(Lhs->getDecl()) && derives(B->getRHS()) &&
            Pointers.insert(Lhs->getDecl()).second)
          Changed = true;
      }
    }
  }

  // --- Uses of an access lvalue ------------------------------------------------------------

  unsigned useOfAccess(const Expr *A) {
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

  static bool isAssignOperator(OverloadedOperatorKind K) {
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

  unsigned operatorAccess(const CXXOperatorCallExpr *Op, const Expr *A) {
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

  unsigned constructorAccess(const CXXConstructExpr *C, const Expr *A) {
    const CXXConstructorDecl *Ctor = C->getConstructor();
    for (unsigned I = 0; I < C->getNumArgs() && I < Ctor->getNumParams(); ++I)
      if (stripParens(C->getArg(I)) == stripParens(A))
        return referenceParamAccess(C, Ctor, I);
    return AccessRead;
  }

  unsigned argumentAccess(const CallExpr *Call, const Expr *A, const FunctionDecl *Callee) {
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

  /// The lvalue is bound to parameter Index of Callee: by value or const reference it is
  /// read; by non-const reference the callee is followed.
  unsigned referenceParamAccess(const Expr *Site, const FunctionDecl *Callee, unsigned Index) {
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

  unsigned asmOperandAccess(const GCCAsmStmt *Asm, const Expr *A) {
    for (unsigned I = 0; I < Asm->getNumOutputs(); ++I)
      if (stripParens(Asm->getOutputExpr(I)) == stripParens(A))
        return Asm->isOutputPlusConstraint(I) ? AccessRead | AccessWrite : AccessWrite;
    return AccessRead;
  }

  // --- Uses of a pointer into the root memory ----------------------------------------------

  void classifyPointerUse(const Expr *E) {
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

  void classifyCallArgument(const CallExpr *Call, const Expr *Arg) {
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

  bool callReturnsDerived(const CallExpr *Call) {
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

  // --- Uses of the record parameter that holds the root field ------------------------------

  void classifyRecordUse(const Expr *E) {
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
};

AccessSummary PointerAccessAnalysis::summarize(const ParmVarDecl *Param, const FieldDecl *Field) {
  Key K{Param, Field};
  if (auto It = Cache.find(K); It != Cache.end())
    return It->second;
  const auto *Fn = dyn_cast<FunctionDecl>(Param->getDeclContext());
  // A recursive call adds nothing: the walk of the function already under way covers it.
  if (!Fn || !Fn->hasBody() || InProgress.count(K))
    return {};
  InProgress.insert(K);
  AccessSummary Summary = RootWalk(*this, Param, Field).run(Fn->getBody());
  InProgress.erase(K);
  Cache.emplace(K, Summary);
  return Summary;
}

AccessSummary PointerAccessAnalysis::analyzeParam(const ParmVarDecl *Param) {
  return summarize(Param, nullptr);
}

AccessSummary PointerAccessAnalysis::analyzeField(const ParmVarDecl *Param,
                                                  const FieldDecl *Field) {
  return summarize(Param, Field);
}

} // namespace limiter
