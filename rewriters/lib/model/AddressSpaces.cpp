// Where pointers point and which lvalues live in memory (ModelBuilder.h).

#include "model/ModelBuilder.h"

#include "ast/Assignments.h"
#include "ast/BodyNodes.h"
#include "ast/CloneableCallees.h"
#include "ast/Memory.h"
#include "ast/Parents.h"
#include "parse/UserFiles.h"

#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"

#include <optional>

using namespace clang;

namespace limiter {

AddressSpace ModelBuilder::originOf(const Expr *P, int Depth) {
  P = strip(P);
  if (!P || Depth > 32)
    return AddressSpace::Generic;
  if (const auto *Full = dyn_cast<FullExpr>(P)) // A temporary's cleanups around a call.
    return originOf(Full->getSubExpr(), Depth + 1);
  if (const auto *Cast = dyn_cast<CastExpr>(P)) {
    if (Cast->getCastKind() == CK_ArrayToPointerDecay)
      return lvalueSpace(Cast->getSubExpr(), Depth + 1).value_or(AddressSpace::Local);
    if (Cast->getCastKind() == CK_LValueToRValue) {
      const auto *Ref = dyn_cast<DeclRefExpr>(strip(Cast->getSubExpr()));
      if (!Ref && isMemoryLValue(Cast->getSubExpr()))
        return AddressSpace::Generic; // A pointer loaded from memory.
    }
    return originOf(Cast->getSubExpr(), Depth + 1);
  }
  if (const auto *B = dyn_cast<BinaryOperator>(P)) {
    if (B->isAdditiveOp())
      return originOf(B->getLHS()->getType()->isPointerType() ? B->getLHS() : B->getRHS(),
                      Depth + 1);
    if (B->isAssignmentOp() || B->getOpcode() == BO_Comma)
      return originOf(B->getRHS(), Depth + 1);
  }
  if (const auto *U = dyn_cast<UnaryOperator>(P)) {
    if (U->getOpcode() == UO_AddrOf) // `&p[i]`, and `&(p[i] = v)` the element stored
      return lvalueSpace(assignedElement(U->getSubExpr()), Depth + 1).value_or(AddressSpace::Local);
    if (U->isIncrementDecrementOp())
      return originOf(U->getSubExpr(), Depth + 1);
  }
  if (const auto *C = dyn_cast<AbstractConditionalOperator>(P))
    return merge(originOf(C->getTrueExpr(), Depth + 1), originOf(C->getFalseExpr(), Depth + 1));
  if (const auto *M = dyn_cast<MemberExpr>(P)) {
    // A pointer field of a struct parameter of the kernel.
    const auto *Base = dyn_cast<DeclRefExpr>(M->getBase()->IgnoreParenImpCasts());
    if (!M->isArrow() && Base && isKernelParam(Base->getDecl()))
      return AddressSpace::Global;
    const auto *Var = Base ? dyn_cast<VarDecl>(Base->getDecl()) : nullptr;
    const auto *Field = dyn_cast<FieldDecl>(M->getMemberDecl());
    if (!M->isArrow() && Var && Field && !isa<ParmVarDecl>(Var) && !Var->hasGlobalStorage() &&
        Var->getType()->isRecordType())
      return localFieldOrigin(Var, Field, Depth + 1);
    return AddressSpace::Generic;
  }
  if (const auto *Call = dyn_cast<CallExpr>(P)) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (Callee && Callee->getName() == "__builtin_assume_aligned" && Call->getNumArgs() > 0)
      return originOf(Call->getArg(0), Depth + 1);
    return returnedOrigin(Callee, Depth);
  }
  if (const auto *Ref = dyn_cast<DeclRefExpr>(P))
    return variableOrigin(Ref->getDecl(), Depth);
  return AddressSpace::Generic;
}

AddressSpace ModelBuilder::returnedOrigin(const FunctionDecl *Callee, int Depth) {
  const FunctionDecl *Def = Callee ? Callee->getDefinition() : nullptr;
  if (!Def || !Def->hasBody() || !isInUserFile(SM, Def->getLocation()))
    return AddressSpace::Generic;
  std::optional<AddressSpace> Space;
  for (const Stmt *S : BodyNodes(Def->getBody()).Stmts) {
    const auto *Return = dyn_cast<ReturnStmt>(S);
    if (!Return)
      continue;
    const Expr *Value = Return->getRetValue();
    bool ReadsParam = false;
    for (const Expr *E : BodyNodes(Value).Exprs)
      if (const auto *Ref = dyn_cast<DeclRefExpr>(E); Ref && isa<ParmVarDecl>(Ref->getDecl()))
        ReadsParam = true;
    AddressSpace This = ReadsParam || !Value ? AddressSpace::Generic : originOf(Value, Depth + 1);
    Space = Space ? merge(*Space, This) : This;
  }
  return Space.value_or(AddressSpace::Generic);
}

bool ModelBuilder::isKernelParam(const ValueDecl *D) const {
  const auto *Param = dyn_cast<ParmVarDecl>(D);
  return Param && Param->getDeclContext() == kernel();
}

AddressSpace ModelBuilder::variableOrigin(const ValueDecl *D, int Depth) {
  if (isKernelParam(D))
    return AddressSpace::Global;
  if (const auto *Param = dyn_cast<ParmVarDecl>(D)) {
    auto It = ParamOrigins.find(Param);
    return It == ParamOrigins.end() ? AddressSpace::Generic : It->second;
  }
  const auto *Var = dyn_cast<VarDecl>(D);
  if (!Var)
    return AddressSpace::Generic;
  if (Var->getType()->isArrayType())
    return storageSpace(Var);
  if (Var->hasGlobalStorage())
    return AddressSpace::Generic; // A pointer kept in a global variable.
  // A local pointer: where its initialiser and every assignment point.
  std::optional<AddressSpace> Space;
  auto Add = [&](const Expr *E) {
    AddressSpace S = originOf(E, Depth + 1);
    Space = Space ? merge(*Space, S) : S;
  };
  if (Var->getInit())
    Add(Var->getInit());
  const auto *Fn = dyn_cast<FunctionDecl>(Var->getDeclContext());
  if (Fn && Fn->hasBody())
    for (const Expr *E : assignmentsTo(Fn, Var))
      if (pointerBase(E) != Var) // `p = p + step` keeps p's origin, as `p += step` does.
        Add(E);
  return Space.value_or(AddressSpace::Generic);
}

AddressSpace ModelBuilder::localFieldOrigin(const VarDecl *Var, const FieldDecl *Field, int Depth) {
  const auto *Fn = dyn_cast<FunctionDecl>(Var->getDeclContext());
  if (!Fn || !Fn->hasBody() || !Var->getInit() || Depth > 32)
    return AddressSpace::Generic;
  std::optional<AddressSpace> Space = initialFieldOrigin(Var->getInit(), Field, Depth);
  if (!Space)
    return AddressSpace::Generic;
  for (const Expr *E : BodyNodes(Fn->getBody()).Exprs) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    if (!Ref || Ref->getDecl() != Var)
      continue;
    if (mayChangeObject(Ref))
      return AddressSpace::Generic;
    // `a.data = q`: q's origin joins; `a.data += k` and `++a.data` keep it; a read is a
    // read. Any other use may change it unseen: bound to a reference, its address taken.
    const auto *Member = dyn_cast_or_null<MemberExpr>(parentOutsideParens(Ref));
    if (!Member || Member->getMemberDecl() != Field)
      continue;
    const Stmt *User = parentOutsideParens(Member);
    const auto *Assign = dyn_cast_or_null<BinaryOperator>(User);
    const auto *Step = dyn_cast_or_null<UnaryOperator>(User);
    const auto *Read = dyn_cast_or_null<ImplicitCastExpr>(User);
    if (Assign && Assign->getOpcode() == BO_Assign && strip(Assign->getLHS()) == Member)
      Space = merge(*Space, originOf(Assign->getRHS(), Depth + 1));
    else if (!(Assign && (Assign->getOpcode() == BO_AddAssign ||
                          Assign->getOpcode() == BO_SubAssign)) &&
             !(Step && Step->isIncrementDecrementOp()) &&
             !(Read && (Read->getCastKind() == CK_LValueToRValue ||
                        Read->getCastKind() == CK_ArrayToPointerDecay)) &&
             !(isa_and_nonnull<ArraySubscriptExpr>(User) &&
               strip(cast<ArraySubscriptExpr>(User)->getBase()) == Member))
      return AddressSpace::Generic;
  }
  return *Space;
}

std::optional<AddressSpace> ModelBuilder::initialFieldOrigin(const Expr *Init,
                                                             const FieldDecl *Field, int Depth) {
  Init = Init ? Init->IgnoreImplicit()->IgnoreParens() : nullptr;
  if (const auto *Cast = dyn_cast_or_null<CXXFunctionalCastExpr>(Init))
    Init = Cast->getSubExpr()->IgnoreImplicit();
  if (!Init || Depth > 32)
    return std::nullopt;
  if (const auto *List = dyn_cast<InitListExpr>(Init)) {
    List = List->isSemanticForm() ? List : List->getSemanticForm();
    // The aggregate's own fields only: a base's entries come first in the list.
    const auto *Record = List ? List->getType()->getAsCXXRecordDecl() : nullptr;
    if (!Record || Record->getNumBases() > 0 ||
        Field->getParent()->getCanonicalDecl() != Record->getCanonicalDecl() ||
        Field->getFieldIndex() >= List->getNumInits())
      return std::nullopt;
    return originOf(List->getInit(Field->getFieldIndex()), Depth + 1);
  }
  const auto *Construct = dyn_cast<CXXConstructExpr>(Init);
  if (!Construct)
    return std::nullopt;
  const CXXConstructorDecl *Ctor = Construct->getConstructor();
  if (Ctor->isCopyOrMoveConstructor() && Construct->getNumArgs() == 1) {
    // A copy of another object: its field's origin.
    const Expr *From = Construct->getArg(0)->IgnoreImplicit()->IgnoreParens();
    const auto *Ref = dyn_cast<DeclRefExpr>(From);
    const auto *Other = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (Other && isKernelParam(Other))
      return AddressSpace::Global;
    if (Other && !isa<ParmVarDecl>(Other) && !Other->hasGlobalStorage())
      return localFieldOrigin(Other, Field, Depth + 1);
    return Ref ? std::nullopt : initialFieldOrigin(From, Field, Depth + 1);
  }
  const FunctionDecl *Definition = nullptr;
  if (!Ctor->hasBody(Definition))
    return std::nullopt;
  const auto *Def = cast<CXXConstructorDecl>(Definition);
  // Its body must be empty: one that calls anything may set the field where it cannot be seen.
  const auto *Body = dyn_cast_or_null<CompoundStmt>(Def->getBody());
  if (!Body || !Body->body_empty())
    return std::nullopt;
  for (const CXXCtorInitializer *Member : Def->inits()) {
    if (Member->getMember() != Field || !Member->isWritten())
      continue;
    const auto *Ref = dyn_cast<DeclRefExpr>(Member->getInit()->IgnoreImplicit()->IgnoreParens());
    const auto *Param = Ref ? dyn_cast<ParmVarDecl>(Ref->getDecl()) : nullptr;
    if (!Param || Param->getFunctionScopeIndex() >= Construct->getNumArgs())
      return std::nullopt;
    return originOf(Construct->getArg(Param->getFunctionScopeIndex()), Depth + 1);
  }
  return std::nullopt;
}

const Stmt *ModelBuilder::parentOutsideParens(const Expr *E) {
  const Stmt *Child = E;
  while (true) {
    DynTypedNodeList Parents = parentsOf(Ctx, *Child);
    const Stmt *Parent = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
    if (!Parent || !isa<ParenExpr>(Parent))
      return Parent;
    Child = Parent;
  }
}

bool ModelBuilder::mayChangeObject(const DeclRefExpr *Ref) {
  const Stmt *Parent = parentOutsideParens(Ref);
  if (!Parent)
    return true;
  if (const auto *Member = dyn_cast<MemberExpr>(Parent)) {
    if (isa<FieldDecl>(Member->getMemberDecl()))
      return false; // A field's own use: its assignments are read above.
    const auto *Method = dyn_cast<CXXMethodDecl>(Member->getMemberDecl());
    return !Method || !(Method->isConst() || Method->isStatic());
  }
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(Parent))
    return !(Cast->getCastKind() == CK_LValueToRValue ||
             (Cast->getCastKind() == CK_NoOp && Cast->getType().isConstQualified()));
  if (const auto *Call = dyn_cast<CXXOperatorCallExpr>(Parent)) {
    const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee());
    return !(Method && Call->getNumArgs() && Call->getArg(0)->IgnoreParens() == Ref &&
             (Method->isConst() || Method->isStatic()));
  }
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(Parent)) // A copy: a const reference.
    return !Construct->getConstructor()->isCopyOrMoveConstructor();
  return true;
}

const ValueDecl *ModelBuilder::pointerBase(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *B = dyn_cast<BinaryOperator>(E);
      B && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub))
    return pointerBase(B->getLHS()->getType()->isPointerType() ? B->getLHS() : B->getRHS());
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  return Ref ? Ref->getDecl() : nullptr;
}

std::vector<const Expr *> ModelBuilder::assignmentsTo(const FunctionDecl *Fn, const VarDecl *Var) {
  std::vector<const Expr *> Out;
  for (const Expr *E : BodyNodes(Fn->getBody()).Exprs)
    if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->getOpcode() == BO_Assign)
      if (const auto *Ref = dyn_cast<DeclRefExpr>(strip(B->getLHS())); Ref && Ref->getDecl() == Var)
        Out.push_back(B->getRHS());
  return Out;
}

bool ModelBuilder::isBuiltinVariable(const VarDecl *Var) const {
  return SM.isInSystemHeader(SM.getExpansionLoc(Var->getLocation()));
}

bool ModelBuilder::isMemoryLValue(const Expr *E) { return lvalueSpace(E).has_value(); }

std::optional<AddressSpace> ModelBuilder::lvalueSpace(const Expr *E, int Depth) {
  E = strip(E);
  if (!E)
    return std::nullopt;
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E))
    return Cast->getCastKind() == CK_NoOp ? lvalueSpace(Cast->getSubExpr(), Depth) : std::nullopt;
  if (const auto *A = dyn_cast<ArraySubscriptExpr>(E))
    return originOf(A->getBase(), Depth + 1);
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return U->getOpcode() == UO_Deref ? std::optional(originOf(U->getSubExpr(), Depth + 1))
                                      : std::nullopt;
  if (const auto *M = dyn_cast<MemberExpr>(E)) {
    if (!isa<FieldDecl>(M->getMemberDecl()))
      return std::nullopt;
    // The fields of a cloned method's object are registers (cloneableCallee).
    if (isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts()))
      return std::nullopt;
    return M->isArrow() ? std::optional(originOf(M->getBase(), Depth + 1))
                        : lvalueSpace(M->getBase(), Depth);
  }
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    // `auto &[x, vx] = parts[i]`: x names a member of what the hidden reference is bound to.
    if (const auto *Binding = dyn_cast<BindingDecl>(Ref->getDecl()))
      return Binding->getBinding() && Depth <= 32 ? lvalueSpace(Binding->getBinding(), Depth + 1)
                                                  : std::nullopt;
    const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
    if (const auto *Param = dyn_cast_or_null<ParmVarDecl>(Var))
      return referencedMemory(Param);
    if (!Var || isBuiltinVariable(Var))
      return std::nullopt;
    // A constant's value the compiler writes in place (`k < kSteps`, kSteps a namespace's
    // `constexpr int`): Clang marks the reference no use of the variable, and nothing is read.
    // Not a reference so marked (`constexpr float &r = g[1]`): reading it reads what it binds.
    if (Ref->isNonOdrUse() == NOUR_Constant && !Var->getType()->isReferenceType())
      return std::nullopt;
    if (Var->getType()->isReferenceType() && !Var->hasGlobalStorage())
      return boundSpace(Var, Depth);
    if (Var->hasGlobalStorage() || isSharedVariable(Var))
      return storageSpace(Var);
    // Local arrays live in local memory (or registers after promotion); local scalars do
    // not count as memory.
    return Var->getType()->isArrayType() ? std::optional(AddressSpace::Local) : std::nullopt;
  }
  return std::nullopt;
}

std::optional<AddressSpace> ModelBuilder::boundSpace(const VarDecl *Var, int Depth) {
  // A local reference names what it was bound to, for good: `Particle &p = parts[i]` makes
  // every `p.x` an access of global memory; one bound to a temporary or a register is none.
  const Expr *Init = Var->getInit();
  if (!Init || Depth > 32)
    return std::nullopt;
  Init = strip(Init);
  if (const auto *Full = dyn_cast<FullExpr>(Init))
    Init = strip(Full->getSubExpr());
  return lvalueSpace(assignedElement(Init), Depth + 1);
}

std::optional<AddressSpace> ModelBuilder::referencedMemory(const ParmVarDecl *P) const {
  auto It = ReferenceBindings.find(P);
  if (It == ReferenceBindings.end() || It->second.Register)
    return std::nullopt;
  return It->second.Memory;
}

bool ModelBuilder::bindReference(const ParmVarDecl *P, std::optional<AddressSpace> Space) {
  ReferenceBinding &B = ReferenceBindings[P];
  ReferenceBinding Before = B;
  if (!Space)
    B.Register = true;
  else
    B.Memory = B.Memory ? merge(*B.Memory, *Space) : *Space;
  return B.Register != Before.Register || B.Memory != Before.Memory;
}

} // namespace limiter
