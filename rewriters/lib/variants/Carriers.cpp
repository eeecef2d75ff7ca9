// Finding the variables that carry loaded global data for mem-only, by data and control
// dependence, and those that only pass it on to a store (Carriers.h).

#include "variants/Carriers.h"

#include "ast/Assignments.h"
#include "ast/BodyNodes.h"
#include "ast/CloneableCallees.h"
#include "ast/Memory.h"
#include "variants/RuleContext.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace limiter {
namespace {

/// A local array an lvalue indexes into (not shared or global memory), or null.
const VarDecl *localArray(const Expr *E) {
  const VarDecl *Var = arrayRoot(E);
  return Var && !isSharedVariable(Var) && !Var->hasGlobalStorage() ? Var : nullptr;
}

/// The local variable (or local array) an assignment stores into; null for other memory.
const VarDecl *storedVariable(const Expr *Target) {
  if (const VarDecl *V = targetVariable(Target))
    return V;
  return localArray(Target);
}

/// The local variable or local array a pointer points into (`xs`, `&x`, `&q[k]`, `q + k`),
/// or null.
const VarDecl *pointedLocal(const Expr *Pointer) {
  const Expr *E = Pointer->IgnoreParenImpCasts();
  if (const auto *Op = dyn_cast<UnaryOperator>(E); Op && Op->getOpcode() == UO_AddrOf)
    return storedVariable(Op->getSubExpr());
  if (const auto *Op = dyn_cast<BinaryOperator>(E); Op && Op->isAdditiveOp())
    return pointedLocal(Op->getLHS()->getType()->isPointerType() ? Op->getLHS() : Op->getRHS());
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return Var && Var->getType()->isArrayType() ? localArray(E) : nullptr;
}

/// Calls Visit with each local variable or array a call hands a pointer to where the callee
/// may write (a pointer to non-const, or a variadic argument): a helper that fills an
/// out-array (`micro_xs(..., xs)`) or `memcpy(local, global, n)` may store loaded data there.
template <class F> void forEachWritablePointee(const CallExpr *Call, F Visit) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  // A method's operator call (`functor(p)`) passes its object as argument 0.
  unsigned Shift = isa<CXXOperatorCallExpr>(Call) && isa_and_nonnull<CXXMethodDecl>(Callee);
  for (unsigned I = Shift; I < Call->getNumArgs(); ++I) {
    const Expr *Arg = Call->getArg(I);
    if (!Arg->getType()->isPointerType() && !Arg->IgnoreParenImpCasts()->getType()->isArrayType())
      continue;
    if (Callee && I - Shift < Callee->getNumParams()) {
      QualType T = Callee->getParamDecl(I - Shift)->getType();
      if (!T->isPointerType() || T->getPointeeType().isConstQualified())
        continue;
    }
    if (const VarDecl *Local = pointedLocal(Arg))
      Visit(Local);
  }
}

bool declaredIn(const VarDecl *V, const Stmt *S, const SourceManager &SM) {
  SourceRange R = S->getSourceRange();
  SourceLocation L = V->getLocation();
  return !SM.isBeforeInTranslationUnit(L, R.getBegin()) &&
         !SM.isBeforeInTranslationUnit(R.getEnd(), L);
}

} // namespace

namespace {

/// The condition of a branch or loop and the statements it decides whether (or how often) to
/// run: `if (c) a else b`, `while (c) a`, `do a while (c)`, `for (...; c; i) a` (a and i),
/// `switch (c) a`. Empty for other statements.
std::pair<const Expr *, std::vector<const Stmt *>> decided(const Stmt *S) {
  if (const auto *If = dyn_cast<IfStmt>(S))
    return {If->getCond(), {If->getThen(), If->getElse()}};
  if (const auto *While = dyn_cast<WhileStmt>(S))
    return {While->getCond(), {While->getBody()}};
  if (const auto *Do = dyn_cast<DoStmt>(S))
    return {Do->getCond(), {Do->getBody()}};
  if (const auto *For = dyn_cast<ForStmt>(S))
    return {For->getCond(), {For->getBody(), For->getInc()}};
  if (const auto *Switch = dyn_cast<SwitchStmt>(S))
    return {Switch->getCond(), {Switch->getBody()}};
  return {nullptr, {}};
}

} // namespace

Carriers::Carriers(const ASTContext &Ctx, const FunctionModel &M) : Ctx(Ctx), M(M) {
  for (const AccessSite &A : M.Accesses) {
    const auto *E = dyn_cast<Expr>(A.Node);
    while (E && !A.IsIntrinsic) {
      E = E->IgnoreParenNoopCasts(Ctx);
      const auto *Member = dyn_cast<MemberExpr>(E);
      if (!Member || Member->isArrow())
        break;
      E = Member->getBase();
    }
    const auto *Ref = dyn_cast_or_null<DeclRefExpr>(E);
    if (const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
        V && V->getType()->isReferenceType())
      MemoryReferences.insert(V);
  }
  BodyNodes Nodes(M.Function->getBody());
  grow(Nodes.Exprs, Nodes.Vars, Nodes.Stmts);
  // Without the variables whose data a store keeps alive, what read only them carries nothing.
  Drained = drained(Nodes.Exprs, Nodes.Vars);
  if (!Drained.empty()) {
    Vars.clear();
    grow(Nodes.Exprs, Nodes.Vars, Nodes.Stmts);
  }
}

void Carriers::grow(const std::vector<const Expr *> &Exprs,
                    const std::vector<const VarDecl *> &Declared,
                    const std::vector<const Stmt *> &Stmts) {
  // A helper's parameters may receive loaded data from any call site.
  if (!M.Function->hasAttr<CUDAGlobalAttr>())
    for (const ParmVarDecl *P : M.Function->parameters())
      Vars.insert(P);
  for (bool Grew = true; Grew;) {
    Grew = false;
    for (const VarDecl *V : Declared)
      if (V->getInit() && carries(V->getInit()))
        Grew |= add(V);
    for (const Expr *E : Exprs) {
      if (std::optional<Assignment> A = asAssignment(E)) {
        if (A->Value && carries(A->Value))
          Grew |= add(storedVariable(A->Target));
      } else if (const auto *Call = dyn_cast<CallExpr>(E)) {
        // A helper that writes through a non-const reference may store loaded data there.
        forEachReferenceArgument(
            Call, [&](const Expr *Arg, const ParmVarDecl *) { Grew |= add(storedVariable(Arg)); });
        forEachWritablePointee(Call, [&](const VarDecl *Local) { Grew |= add(Local); });
      }
    }
    // What a removed loop computes depends on everything it reads.
    for (const Stmt *Loop : M.ComputeOnlyLoops)
      if (!carriersReadIn(Loop).empty())
        for (const VarDecl *V : writtenIn(Loop))
          Grew |= add(V);
    // What a branch or loop on loaded data assigns depends on that data (`if (p[j] >= 0)
    // ++count;`): with the assignment gone, the test would decide nothing, and the compiler
    // would delete it with the load.
    for (const Stmt *S : Stmts)
      if (auto [Cond, Parts] = decided(S); Cond && carries(Cond))
        for (const Stmt *Part : Parts)
          if (Part)
            for (const VarDecl *V : writtenIn(Part))
              Grew |= add(V);
  }
}

namespace {

/// The variable whose value E copies (`x`, `q[k]` of a local array), or null.
const VarDecl *copiedVariable(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    return dyn_cast<VarDecl>(Ref->getDecl());
  if (isa<ArraySubscriptExpr>(E))
    return localArray(E);
  return nullptr;
}

} // namespace

llvm::DenseSet<const VarDecl *>
Carriers::drained(const std::vector<const Expr *> &Exprs,
                  const std::vector<const VarDecl *> &Declared) const {
  // Copy edges (From -> To), variables written otherwise than by a copy, and variables whose
  // value a store to memory takes.
  llvm::DenseMap<const VarDecl *, std::vector<const VarDecl *>> CopiedInto;
  llvm::DenseSet<const VarDecl *> Computed, Stored;
  // A copy: a global load, a constant, a variable, or `c ? one of those : constant`.
  auto Copy = [&](const Expr *Value, const VarDecl *To) {
    Value = Value->IgnoreParenImpCasts();
    if (const auto *C = dyn_cast<ConditionalOperator>(Value)) {
      const Expr *T = C->getTrueExpr()->IgnoreParenImpCasts();
      const Expr *F = C->getFalseExpr()->IgnoreParenImpCasts();
      if (F->isEvaluatable(Ctx))
        Value = T;
      else if (T->isEvaluatable(Ctx))
        Value = F;
      else
        return false;
    }
    if (Value->isEvaluatable(Ctx))
      return true;
    if (const AccessSite *A = M.accessAt(Value); A && A->Reads && isGlobalLike(A->Space))
      return true;
    if (const VarDecl *From = copiedVariable(Value)) {
      CopiedInto[From].push_back(To);
      return true;
    }
    return false;
  };
  for (const VarDecl *V : Declared)
    if (V->getInit() && !isa<InitListExpr>(V->getInit()) && !Copy(V->getInit(), V))
      Computed.insert(V);
  for (const Expr *E : Exprs) {
    if (std::optional<Assignment> A = asAssignment(E)) {
      const VarDecl *To = storedVariable(A->Target);
      if (!To) {
        // A store to memory of a variable, as it is: the variable's data stay alive.
        if (!A->Compound && A->Value)
          if (const VarDecl *From = copiedVariable(A->Value))
            Stored.insert(From);
      } else if (A->Compound || !A->Value || !Copy(A->Value, To)) {
        Computed.insert(To);
      }
    } else if (const auto *Call = dyn_cast<CallExpr>(E)) {
      forEachReferenceArgument(Call, [&](const Expr *Arg, const ParmVarDecl *) {
        if (const VarDecl *V = storedVariable(Arg))
          Computed.insert(V);
      });
      forEachWritablePointee(Call, [&](const VarDecl *Local) { Computed.insert(Local); });
    }
  }
  // Drained: copies only, and by copies of copies reaching a stored variable.
  llvm::DenseSet<const VarDecl *> Out;
  for (bool Grew = true; Grew;) {
    Grew = false;
    for (const VarDecl *V : Declared) {
      if (Out.contains(V) || Computed.contains(V) || !Vars.contains(V))
        continue;
      bool Reaches = Stored.contains(V);
      for (const VarDecl *To : CopiedInto.lookup(V))
        Reaches |= Out.contains(To);
      if (Reaches)
        Grew |= Out.insert(V).second;
    }
  }
  return Out;
}

bool Carriers::add(const VarDecl *V) {
  return V && !Drained.contains(V) && !MemoryReferences.contains(V) && Vars.insert(V).second;
}

bool Carriers::carries(const Expr *E) const {
  if (!E)
    return false;
  const SourceManager &SM = Ctx.getSourceManager();
  if (const AccessSite *A = M.accessAt(E); A && A->Reads && isGlobalLike(A->Space))
    return true;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()); V && Vars.contains(V))
      return true;
  // A method's object may hold loaded data from any call site, as a helper's parameters may.
  if (isa<CXXThisExpr>(E))
    return true;
  if (const auto *Call = dyn_cast<CallExpr>(E); Call && cloneableCallee(Call, SM))
    return true;
  for (const Stmt *Child : E->children())
    if (const auto *C = dyn_cast_or_null<Expr>(Child); C && carries(C))
      return true;
  return false;
}

std::vector<const VarDecl *> Carriers::writtenIn(const Stmt *S) {
  std::vector<const VarDecl *> Out;
  auto Add = [&](const VarDecl *V) {
    if (V && std::find(Out.begin(), Out.end(), V) == Out.end())
      Out.push_back(V);
  };
  BodyNodes Nodes(S);
  for (const Expr *E : Nodes.Exprs) {
    if (std::optional<Assignment> A = asAssignment(E))
      Add(storedVariable(A->Target));
    else if (const auto *Call = dyn_cast<CallExpr>(E))
      forEachReferenceArgument(
          Call, [&](const Expr *Arg, const ParmVarDecl *) { Add(storedVariable(Arg)); });
  }
  // Variables declared inside S end with it.
  llvm::DenseSet<const VarDecl *> Inner(Nodes.Vars.begin(), Nodes.Vars.end());
  Out.erase(
      std::remove_if(Out.begin(), Out.end(), [&](const VarDecl *V) { return Inner.contains(V); }),
      Out.end());
  return Out;
}

std::vector<const VarDecl *> Carriers::carriersReadIn(const Stmt *S) const {
  std::vector<const VarDecl *> Out;
  const SourceManager &SM = Ctx.getSourceManager();
  for (const Expr *E : BodyNodes(S).Exprs)
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
          V && Vars.contains(V) && !declaredIn(V, S, SM) &&
          std::find(Out.begin(), Out.end(), V) == Out.end())
        Out.push_back(V);
  return Out;
}

} // namespace limiter
