// Loops and helpers that only compute registers (ModelBuilder.h).

#include "model/ModelBuilder.h"

#include "ast/Assignments.h"
#include "ast/BodyNodes.h"

#include "clang/AST/ExprCXX.h"

#include <optional>

using namespace clang;

namespace limiter {

bool ModelBuilder::isObjectField(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  while (const auto *Member = dyn_cast<MemberExpr>(E)) {
    if (!isa<FieldDecl>(Member->getMemberDecl()))
      return false;
    const Expr *Base = Member->getBase()->IgnoreParenImpCasts();
    if (isa<CXXThisExpr>(Base))
      return true;
    if (Member->isArrow())
      return false;
    E = Base;
  }
  return false;
}

void ModelBuilder::collectComputeOnlyLoops(FunctionModel &M) {
  for (const Stmt *S : BodyNodes(M.Function->getBody()).Stmts) {
    const Expr *Cond = nullptr;
    if (const auto *While = dyn_cast<WhileStmt>(S))
      Cond = While->getCond();
    else if (const auto *Do = dyn_cast<DoStmt>(S))
      Cond = Do->getCond();
    else if (const auto *For = dyn_cast<ForStmt>(S))
      Cond = For->getCond();
    else
      continue;
    if ((Cond && M.MemStructural.contains(Cond)) || reachesMemory(S))
      continue;
    bool WritesArray = false;
    for (const Expr *E : BodyNodes(S).Exprs)
      if (std::optional<Assignment> A = asAssignment(E);
          A && !targetVariable(A->Target) && !isObjectField(A->Target))
        WritesArray = true;
    if (!WritesArray)
      M.ComputeOnlyLoops.insert(S);
  }
}

bool ModelBuilder::foldable(QualType T) const {
  T = T.getNonReferenceType().getCanonicalType();
  if (T->isDependentType() || T->isIncompleteType())
    return false;
  if (T->isArithmeticType())
    return !T->isBooleanType();
  const auto *Record = T->getAsCXXRecordDecl();
  if (!Record || !Record->hasDefinition() || !Record->isTrivial())
    return false;
  uint64_t Bytes = Ctx.getTypeSizeInChars(T).getQuantity();
  return Bytes <= 8 || Bytes % 4 == 0;
}

bool ModelBuilder::onlyComputes(const FunctionModel &M) {
  const FunctionDecl *F = M.Function;
  if (F == kernel() || !F->getBody() || F->isVariadic() || writesThroughReference(F))
    return false;
  if (const auto *Method = dyn_cast<CXXMethodDecl>(F); Method && !Method->isStatic())
    return false; // its object's fields may carry loaded data
  if (!foldable(F->getReturnType()) || F->getDeclaredReturnType()->getContainedAutoType())
    return false;
  // By value, or a number by const reference: the fold reads no more than the body may.
  for (const ParmVarDecl *P : F->parameters())
    if (!foldable(P->getType()) || (P->getType()->isReferenceType() &&
                                    !P->getType().getNonReferenceType()->isArithmeticType()))
      return false;
  const FunctionDecl *Pattern = F->getTemplateInstantiationPattern();
  for (const ParmVarDecl *P : (Pattern ? Pattern : F)->parameters())
    if (P->isParameterPack() || P->getName().empty())
      return false;
  if (reachesMemory(F->getBody(), /*Depth=*/1)) // its returns end the helper only
    return false;
  BodyNodes Nodes(F->getBody());
  for (const Stmt *S : Nodes.Stmts)
    if (const auto *Ret = dyn_cast<ReturnStmt>(S); Ret && M.isMemStructural(Ret->getRetValue()))
      return false;
  // What a call does not show: a constructor's work (an RAII counter), a const_cast.
  for (const Expr *E : Nodes.Exprs)
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(E);
        (Construct && !Construct->getConstructor()->isTrivial()) || isa<CXXConstCastExpr>(E) ||
        isa<CXXNewExpr>(E) || isa<CXXDeleteExpr>(E))
      return false;
  return true;
}

} // namespace limiter
