// Whether a kernel's data behind a pointer variable may change while it runs: see
// PointerWrites.h.

#include "variants/PointerWrites.h"

#include "ast/Parents.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"

#include <algorithm>

using namespace clang;

namespace limiter {

const VarDecl *pointerRoot(const Expr *Access) {
  const Expr *E = Access->IgnoreParens();
  while (const auto *Member = dyn_cast<MemberExpr>(E)) {
    if (Member->isArrow()) {
      E = Member->getBase();
      break;
    }
    E = Member->getBase()->IgnoreParens();
  }
  if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(E))
    E = Subscript->getBase();
  else if (const auto *Deref = dyn_cast<UnaryOperator>(E); Deref && Deref->getOpcode() == UO_Deref)
    E = Deref->getSubExpr();
  for (int Depth = 0; Depth < 16; ++Depth) {
    E = E->IgnoreParenCasts();
    const auto *Sum = dyn_cast<BinaryOperator>(E);
    if (!Sum || !Sum->isAdditiveOp())
      break;
    E = Sum->getLHS()->getType()->isPointerType() ? Sum->getLHS() : Sum->getRHS();
  }
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return V && V->getType()->isPointerType() ? V : nullptr;
}

bool isKernelRestrictPointer(const VarDecl *P) {
  const auto *Param = dyn_cast_or_null<ParmVarDecl>(P);
  const auto *Kernel = Param ? dyn_cast_or_null<FunctionDecl>(Param->getDeclContext()) : nullptr;
  return Kernel && Kernel->hasAttr<CUDAGlobalAttr>() && Param->getType()->isPointerType() &&
         Param->getType().isRestrictQualified();
}

namespace {

/// Whether User only reads Element, an object of a class type: copies it (a copy or move
/// constructor), calls a const method of it (a conversion operator), or binds it to a
/// `const &` parameter (cuda_bf16.h's operators).
bool readsOnly(const Expr *User, const Expr *Element) {
  if (const auto *Copy = dyn_cast_or_null<CXXConstructExpr>(User))
    return Copy->getConstructor()->isCopyOrMoveConstructor();
  if (const auto *Member = dyn_cast_or_null<MemberExpr>(User)) {
    const auto *Method = dyn_cast<CXXMethodDecl>(Member->getMemberDecl());
    return !Member->isArrow() && Method && Method->isConst();
  }
  const auto *Call = dyn_cast_or_null<CallExpr>(User);
  const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
  if (!Callee)
    return false;
  // A member operator's object is its first argument: its method must be const.
  const auto *Method = dyn_cast<CXXMethodDecl>(Callee);
  const unsigned Skip = isa<CXXOperatorCallExpr>(Call) && Method ? 1 : 0;
  for (unsigned I = 0; I < Call->getNumArgs(); ++I) {
    if (Call->getArg(I)->IgnoreParens() != Element->IgnoreParens())
      continue;
    if (Skip && I == 0)
      return Method->isConst();
    if (I - Skip >= Callee->getNumParams())
      return false;
    const QualType Param = Callee->getParamDecl(I - Skip)->getType();
    return Param->isReferenceType() && Param->getPointeeType().isConstQualified();
  }
  return false;
}

} // namespace

bool onlyAccessed(const VarDecl *P, const Stmt *S, ASTContext &Ctx) {
  if (!S)
    return true;
  // A lambda reaches P only through a capture (P is a local or a parameter).
  if (const auto *Lambda = dyn_cast<LambdaExpr>(S))
    return P->getType()->getPointeeType().isConstQualified() ||
           std::none_of(Lambda->capture_begin(), Lambda->capture_end(), [&](const auto &C) {
             return C.capturesVariable() && C.getCapturedVar() == P;
           });
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S); Ref && Ref->getDecl() == P) {
    auto Up = [&](const Expr *E) {
      DynTypedNodeList Parents = parentsOf(Ctx, *E);
      return Parents.empty() ? nullptr : Parents[0].get<Expr>();
    };
    // Up through parentheses, casts and added offsets to the access that dereferences it.
    const Expr *At = Ref, *Parent = Up(At);
    while (Parent &&
           (isa<ParenExpr>(Parent) || isa<CastExpr>(Parent) ||
            (isa<BinaryOperator>(Parent) && cast<BinaryOperator>(Parent)->isAdditiveOp() &&
             Parent->getType()->isPointerType()))) {
      At = Parent;
      Parent = Up(At);
    }
    // Handed on as a pointer to const (a `const float *` argument or copy): nothing can
    // store through it.
    if (At->getType()->isPointerType() && At->getType()->getPointeeType().isConstQualified() &&
        !dyn_cast_or_null<ArraySubscriptExpr>(Parent) &&
        !(isa_and_nonnull<UnaryOperator>(Parent) &&
          cast<UnaryOperator>(Parent)->getOpcode() == UO_Deref) &&
        !(isa_and_nonnull<MemberExpr>(Parent) && cast<MemberExpr>(Parent)->isArrow()))
      return true;
    const Expr *Element = nullptr;
    if (const auto *Subscript = dyn_cast_or_null<ArraySubscriptExpr>(Parent);
        Subscript && Subscript->getBase() == At)
      Element = Subscript;
    else if (const auto *Deref = dyn_cast_or_null<UnaryOperator>(Parent);
             Deref && Deref->getOpcode() == UO_Deref)
      Element = Deref;
    else if (const auto *Member = dyn_cast_or_null<MemberExpr>(Parent); Member && Member->isArrow())
      Element = Member;
    // The element, through `.` members, read by value or stored to.
    for (const Expr *User = Element ? Up(Element) : nullptr; Element; User = Up(Element)) {
      if (const auto *Member = dyn_cast_or_null<MemberExpr>(User);
          Member && !Member->isArrow() && !isa<CXXMethodDecl>(Member->getMemberDecl())) {
        Element = Member;
        continue;
      }
      if (User && isa<ParenExpr>(User)) {
        Element = User;
        continue;
      }
      if (const auto *Cast = dyn_cast_or_null<ImplicitCastExpr>(User)) {
        if (Cast->getCastKind() == CK_NoOp) { // a qualification conversion
          Element = Cast;
          continue;
        }
        return Cast->getCastKind() == CK_LValueToRValue;
      }
      if (const auto *Assign = dyn_cast_or_null<BinaryOperator>(User))
        return Assign->isAssignmentOp() && Assign->getLHS() == Element;
      return readsOnly(User, Element);
    }
    return false;
  }
  for (const Stmt *Child : S->children())
    if (!onlyAccessed(P, Child, Ctx))
      return false;
  return true;
}

bool storesThrough(const VarDecl *P, const FunctionModel &M) {
  for (const AccessSite &A : M.Accesses) {
    if (!A.Writes || !A.Node)
      continue;
    if (pointerRoot(A.Node) == P)
      return true;
    // An atomic or other intrinsic: the pointer it is handed.
    if (const auto *Call = dyn_cast<CallExpr>(A.Node))
      for (const Expr *Arg : Call->arguments()) {
        const Expr *E = Arg->IgnoreParenCasts();
        if (const auto *Address = dyn_cast<UnaryOperator>(E);
            Address && Address->getOpcode() == UO_AddrOf)
          E = Address->getSubExpr();
        if (pointerRoot(E) == P || (isa<DeclRefExpr>(E) && cast<DeclRefExpr>(E)->getDecl() == P))
          return true;
      }
  }
  return false;
}

bool writesThroughPointerOf(const Expr *Load, const FunctionModel &M, ASTContext &Ctx) {
  const VarDecl *P = pointerRoot(Load);
  const Stmt *Body = M.Function ? M.Function->getBody() : nullptr;
  // Stored through by M, or handed on where M cannot see what is done with it (a copy, a
  // call, a reference): either way its data may change while the kernel runs.
  return P && Body && (storesThrough(P, M) || !onlyAccessed(P, Body, Ctx));
}

} // namespace limiter
