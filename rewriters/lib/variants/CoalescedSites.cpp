// The global accesses the coalesced what-if plans: see CoalescedSites.h.

#include "variants/CoalescedSites.h"
#include "variants/CoalescedAccesses.h"

#include "ast/Assignments.h"
#include "ast/BodyNodes.h"
#include "ast/IndexArithmetic.h"

#include <map>
#include <set>

using namespace clang;

namespace limiter {
namespace {

/// The local reference an access goes through (`q.x` or `q` after `Particle &q = p[i]`), bound
/// to an element it could re-index, or to the element of a store (`float &r = p[i] = v`), or
/// null.
const VarDecl *boundReference(const Expr *Node) {
  while (true) {
    Node = Node->IgnoreParens();
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(Node);
        Cast && Cast->getCastKind() == CK_NoOp) {
      Node = Cast->getSubExpr(); // `Particle copy = b`: b as a const Particle &
      continue;
    }
    const auto *Member = dyn_cast<MemberExpr>(Node);
    if (!Member || Member->isArrow())
      break;
    Node = Member->getBase();
  }
  const auto *Ref = dyn_cast<DeclRefExpr>(Node);
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!Var || !Var->getType()->isReferenceType() || Var->hasGlobalStorage() || !Var->getInit())
    return nullptr;
  return indexedAccessOf(assignedElement(Var->getInit())) ? Var : nullptr;
}

/// Whether Init's text means the same wherever the function names it after Init: no side
/// effects, and only variables the function never writes, takes the address of or shadows.
bool stableText(const Expr *Init, const FunctionModel &M, ASTContext &Ctx) {
  if (Init->HasSideEffects(Ctx))
    return false;
  const Stmt *Body = M.Function->getBody();
  const std::vector<const VarDecl *> Declared = BodyNodes(Body).Vars;
  for (const Expr *E : BodyNodes(Init).Exprs) {
    if (isa<CallExpr>(E))
      return false;
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    if (!Ref || isa<EnumConstantDecl>(Ref->getDecl()))
      continue;
    const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
    if (!V || V->getType()->isReferenceType() || !onlyRead(V, Body, Ctx) || nameShared(V, Declared))
      return false;
  }
  return true;
}

} // namespace

std::vector<ToPlan> sitesToPlan(const FunctionModel &M, RuleContext &R, bool OwnText) {
  std::map<const VarDecl *, std::vector<const AccessSite *>> Uses;
  for (const AccessSite &A : M.Accesses)
    if (A.Space == AddressSpace::Global && !A.IsIntrinsic)
      if (const VarDecl *Ref = boundReference(cast<Expr>(A.Node)))
        Uses[Ref].push_back(&A);
  auto Narrowed = [&](const VarDecl *Ref, const Expr *Init) {
    std::optional<IndexedAccess> Access = indexedAccessOf(Init);
    if (!OwnText || !Access || !stableText(Init, M, R.Ctx))
      return false;
    for (const AccessSite *A : Uses[Ref]) {
      const auto *Member = dyn_cast<MemberExpr>(A->Node->IgnoreParens());
      const auto *Base =
          Member ? dyn_cast<DeclRefExpr>(Member->getBase()->IgnoreParens()) : nullptr;
      if (!Base || Base->getDecl() != Ref || A->Structural || !narrowMember(*A, *Access, M, R))
        return false;
    }
    return true;
  };
  std::vector<ToPlan> Out;
  std::set<const VarDecl *> Done;
  for (const AccessSite &A : M.Accesses) {
    if (A.Space != AddressSpace::Global)
      continue;
    const VarDecl *Ref = A.IsIntrinsic ? nullptr : boundReference(cast<Expr>(A.Node));
    if (!Ref) {
      Out.push_back({A});
      continue;
    }
    // Bound to a store: the store is an access of its own, re-indexed or kept, and the
    // reference names what it wrote.
    const Expr *Init = Ref->getInit()->IgnoreParens(), *Bound = Init;
    if (const auto *Full = dyn_cast<FullExpr>(Init))
      Bound = Full->getSubExpr()->IgnoreParens();
    if (assignedElement(Init) != Bound || !Done.insert(Ref).second)
      continue;
    if (Narrowed(Ref, Init)) {
      for (const AccessSite *Use : Uses[Ref])
        Out.push_back({*Use, Init});
      continue;
    }
    AccessSite Binding = A;
    Binding.Node = Init;
    for (const AccessSite *Use : Uses[Ref]) {
      Binding.Reads |= Use->Reads;
      Binding.Writes |= Use->Writes;
      Binding.Structural |= Use->Structural;
    }
    Out.push_back({Binding});
  }
  return Out;
}

} // namespace limiter
