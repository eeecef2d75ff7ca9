// Which expressions designate the root memory (RootWalk.h), and the analysis that walks each
// root once.

#include "model/RootWalk.h"

#include "ast/BodyNodes.h"
#include "ast/Memory.h"
#include "ast/Parents.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace limiter {

const Expr *RootWalk::stripParens(const Expr *E) { return E ? E->IgnoreParens() : nullptr; }

bool RootWalk::isPointerLike(QualType T) { return T->isPointerType() || T->isArrayType(); }

AccessSummary RootWalk::run(const Stmt *Body) {
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

DynTypedNode RootWalk::parentOf(const Expr *E) {
  DynTypedNodeList Parents = parentsOf(Ctx, *E);
  return Parents.empty() ? DynTypedNode() : Parents[0];
}

std::string RootWalk::where(const Stmt *S) {
  PresumedLoc P = Ctx.getSourceManager().getPresumedLoc(
      Ctx.getSourceManager().getExpansionLoc(S->getBeginLoc()));
  return P.isValid() ? "line " + std::to_string(P.getLine()) : "an unknown line";
}

void RootWalk::uncertain(const Stmt *S, const std::string &What) {
  Result.Bits |= AccessRead | AccessWrite;
  Result.Uncertainties.push_back(where(S) + ": " + What);
}

bool RootWalk::refersToRecordParam(const Expr *E) {
  const auto *Ref = dyn_cast<DeclRefExpr>(stripParens(E));
  return Ref && Ref->getDecl() == Param;
}

bool RootWalk::isRootField(const Expr *E) {
  const auto *M = dyn_cast<MemberExpr>(E);
  return Field && M && M->getMemberDecl() == Field && !M->isArrow() &&
         refersToRecordParam(M->getBase()->IgnoreParenImpCasts());
}

bool RootWalk::derives(const Expr *E) {
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

bool RootWalk::isAccess(const Expr *E) {
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

bool RootWalk::isAccessWrapper(const DynTypedNode &Parent, const Expr *Child) {
  const auto *P = Parent.get<Expr>();
  return P && isAccess(P) && !isa<UnaryOperator>(P) && !isa<ArraySubscriptExpr>(P) &&
         (isa<ParenExpr>(P) || isa<ImplicitCastExpr>(P) ||
          (isa<MemberExpr>(P) &&
           stripParens(cast<MemberExpr>(P)->getBase()) == stripParens(Child)));
}

bool RootWalk::derivesThrough(const DynTypedNode &Parent, const Expr *Child) {
  const auto *P = Parent.get<Expr>();
  // `x = p` also yields p, but where x is stored matters: classify the assignment.
  if (const auto *B = dyn_cast_or_null<BinaryOperator>(P))
    if (B->getOpcode() == BO_Assign && stripParens(B->getRHS()) == stripParens(Child))
      return false;
  return P && derives(P);
}

void RootWalk::propagateLocals(const BodyNodes &Nodes) {
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
