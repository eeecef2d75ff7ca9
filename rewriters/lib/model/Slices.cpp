// The structural slices: what decides an address or a branch, grown across calls (ModelBuilder.h).

#include "model/ModelBuilder.h"

#include "ast/Assignments.h"
#include "ast/BodyNodes.h"
#include "ast/CloneableCallees.h"
#include "ast/KnownCallees.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"

#include <optional>
#include <utility>
#include <vector>

using namespace clang;

namespace limiter {

void ModelBuilder::sliceAll(SliceMode Mode) {
  this->Mode = Mode;
  StructuralReturns.clear();
  StructuralArrays.clear();
  for (int Round = 0; Round < 8; ++Round) {
    bool Changed = false;
    for (FunctionModel &M : Out.Functions)
      Changed |= slice(M);
    if (!Changed)
      break;
  }
}

void ModelBuilder::sliceCauses() {
  std::vector<
      std::pair<decltype(FunctionModel::Structural), decltype(FunctionModel::StructuralVars)>>
      Control;
  for (FunctionModel &M : Out.Functions)
    Control.emplace_back(std::move(M.Structural), std::move(M.StructuralVars));
  auto Returns = StructuralReturns;
  auto Arrays = StructuralArrays;
  const SliceMode Causes[] = {SliceMode::Addresses, SliceMode::Branches, SliceMode::TripCounts};
  for (std::size_t K = 0; K < 3; ++K) {
    for (FunctionModel &M : Out.Functions) {
      M.Structural.clear();
      M.StructuralVars.clear();
    }
    sliceAll(Causes[K]);
    for (FunctionModel &M : Out.Functions)
      M.CauseSlices[K] = std::move(M.Structural);
  }
  Mode = SliceMode::Control;
  StructuralReturns = std::move(Returns);
  StructuralArrays = std::move(Arrays);
  for (std::size_t I = 0; I < Out.Functions.size(); ++I) {
    Out.Functions[I].Structural = std::move(Control[I].first);
    Out.Functions[I].StructuralVars = std::move(Control[I].second);
  }
}

unsigned ModelBuilder::decidesOf(const FunctionModel &M, const Stmt *S) {
  unsigned Out = 0;
  for (std::size_t K = 0; K < 3; ++K)
    if (M.CauseSlices[K].contains(S))
      Out |= 1u << K;
  return Out;
}

namespace {

/// Whether S reads none of its operands' values: a static member named through an object
/// (`packed.size` of a static constexpr size: the object is not read), sizeof or alignof of an
/// expression (not evaluated). Its operands then decide nothing through it.
bool readsNoOperand(const Stmt *S, ASTContext &Ctx) {
  if (isa<UnaryExprOrTypeTraitExpr>(S))
    return true;
  const auto *Member = dyn_cast<MemberExpr>(S);
  if (!Member || Member->getBase()->HasSideEffects(Ctx))
    return false;
  const ValueDecl *D = Member->getMemberDecl();
  const auto *Method = dyn_cast<CXXMethodDecl>(D);
  return isa<VarDecl, EnumConstantDecl>(D) || (Method && Method->isStatic());
}

} // namespace

bool ModelBuilder::markStructural(FunctionModel &M, const Stmt *S) {
  if (!S || M.Structural.contains(S))
    return false;
  M.Structural.insert(S);
  if (readsNoOperand(S, M.Function->getASTContext()))
    return true;
  for (const Stmt *Child : S->children())
    markStructural(M, Child);
  return true;
}

bool ModelBuilder::isArrayVariableDecay(const Expr *E) {
  const auto *Cast = dyn_cast<ImplicitCastExpr>(E);
  if (!Cast || Cast->getCastKind() != CK_ArrayToPointerDecay)
    return false;
  // An array variable, or an array member of a variable held by value (`v.lane` of a struct
  // v, `q[i].lane` of an array of them): where it lies follows from the variable's storage,
  // not from its contents (the subscripts' indices are addresses of their own). Through a
  // pointer or a reference (`p[i].lane`) its place is the pointer's value.
  const VarDecl *Var = storageRoot(Cast->getSubExpr());
  return Var && (Var->getType()->isRecordType() || Var->getType()->isArrayType());
}

bool ModelBuilder::slice(FunctionModel &M) {
  BodyNodes Nodes(M.Function->getBody());
  bool Changed = seedConditions(M, Nodes);
  Changed |= seedAddresses(M, Nodes);
  Changed |= growInBody(M, Nodes);
  Changed |= growAcrossCalls(M);
  return Changed;
}

bool ModelBuilder::seedConditions(FunctionModel &M, const BodyNodes &Nodes) {
  const FunctionDecl *F = M.Function;
  bool Changed = false;
  auto Mark = [&](const Stmt *S) { Changed |= markStructural(M, S); };
  // A return in a helper ends the helper only: it decides accesses when the helper makes
  // some, or when its result decides them.
  bool AllControl = allControl(), Addresses = seedsAddresses(), Branches = seedsBranches(),
       Trips = seedsTripCounts();
  bool ReturnsDecide = F == kernel() || StructuralReturns.contains(F) ||
                       writesThroughReference(F) || reachesMemory(F->getBody(), /*Depth=*/1);
  auto Decides = [&](const Stmt *Controlled) {
    return AllControl || reachesMemory(Controlled, 0, ReturnsDecide);
  };
  for (const Stmt *S : Nodes.Stmts) {
    if (const auto *If = dyn_cast<IfStmt>(S)) {
      if (Branches && (Decides(If->getThen()) || Decides(If->getElse())))
        Mark(If->getCond());
    } else if (const auto *While = dyn_cast<WhileStmt>(S)) {
      if (Trips && Decides(While->getBody()))
        Mark(While->getCond());
    } else if (const auto *Do = dyn_cast<DoStmt>(S)) {
      if (Trips && Decides(Do->getBody()))
        Mark(Do->getCond());
    } else if (const auto *For = dyn_cast<ForStmt>(S)) {
      if (Trips && (Decides(For->getBody()) || Decides(For->getInc()))) {
        Mark(For->getCond());
        Mark(For->getInc());
      }
    } else if (const auto *Switch = dyn_cast<SwitchStmt>(S)) {
      if (Branches)
        Mark(Switch->getCond());
    } else if (const auto *Ret = dyn_cast<ReturnStmt>(S)) {
      // A structural helper's returns carry what its callers' use decides (propagation);
      // a returned pointer is an address.
      if (StructuralReturns.contains(F) ||
          (Addresses && Ret->getRetValue() && Ret->getRetValue()->getType()->isPointerType()))
        Mark(Ret->getRetValue());
    }
  }
  return Changed;
}

bool ModelBuilder::seedAddresses(FunctionModel &M, const BodyNodes &Nodes) {
  bool Changed = false;
  auto Mark = [&](const Stmt *S) { Changed |= markStructural(M, S); };
  bool AllControl = allControl(), Addresses = seedsAddresses(), Branches = seedsBranches();
  for (const Expr *E : Nodes.Exprs) {
    if (!Addresses && !isa<AbstractConditionalOperator>(E) &&
        !(isa<BinaryOperator>(E) && cast<BinaryOperator>(E)->isLogicalOp()))
      continue; // the seeds below but those two are addresses
    if (const auto *Call = dyn_cast<CallExpr>(E);
        Call && Call->getDirectCallee() &&
        (isTextureFetch(Call->getDirectCallee()) || isSurfaceWrite(Call->getDirectCallee()))) {
      // A texture's or a surface's coordinates are its address.
      for (unsigned I = 1; I < Call->getNumArgs(); ++I)
        Mark(Call->getArg(I));
    } else if (const auto *A = dyn_cast<ArraySubscriptExpr>(E)) {
      Mark(A->getIdx());
      if (!A->getBase()->IgnoreParenImpCasts()->getType()->isArrayType())
        Mark(A->getBase());
    } else if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_Deref) {
      Mark(U->getSubExpr());
    } else if (const auto *Mem = dyn_cast<MemberExpr>(E);
               Mem && Mem->isArrow() && !isa<CXXThisExpr>(Mem->getBase()->IgnoreParenImpCasts())) {
      Mark(Mem->getBase());
    } else if (const auto *C = dyn_cast<AbstractConditionalOperator>(E)) {
      if (Branches &&
          (AllControl || reachesMemory(C->getTrueExpr()) || reachesMemory(C->getFalseExpr())))
        Mark(C->getCond());
    } else if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->isLogicalOp()) {
      if (Branches && (AllControl || reachesMemory(B->getRHS()))) {
        Mark(B->getLHS());
        Mark(B->getRHS());
      }
    } else if (E->getType()->isPointerType() && !isa<DeclRefExpr>(E) && !isa<CXXThisExpr>(E) &&
               !isArrayVariableDecay(E)) {
      Mark(E); // Address computations.
    }
  }
  return Changed;
}

bool ModelBuilder::growInBody(FunctionModel &M, const BodyNodes &Nodes) {
  const FunctionDecl *F = M.Function;
  bool Addresses = seedsAddresses();
  bool Changed = false;
  // Values stored in structural locals are structural; fixed point over the body.
  for (bool Grew = true; Grew;) {
    Grew = false;
    for (const Expr *E : Nodes.Exprs)
      if (const auto *Ref = dyn_cast<DeclRefExpr>(E); Ref && M.Structural.contains(Ref)) {
        if (isa<VarDecl>(Ref->getDecl()) && M.StructuralVars.insert(Ref->getDecl()).second)
          Grew = true;
      } else if (isa<CXXThisExpr>(E) && M.Structural.contains(E)) {
        // A method's object decides an address or a branch: it stands in StructuralVars as
        // the method itself, and makes the callers' objects structural.
        if (M.StructuralVars.insert(F).second)
          Grew = true;
      }
    // A pointer variable is an address (in the slices that grow from addresses).
    for (const VarDecl *V : Nodes.Vars)
      if (M.StructuralVars.contains(V) || (Addresses && V->getType()->isPointerType())) {
        M.StructuralVars.insert(V);
        if (V->getInit() && (V->getType()->isReferenceType() && !V->hasGlobalStorage()
                                 ? markAddressOf(M, V->getInit())
                                 : markStructural(M, V->getInit())))
          Grew = true;
      }
    for (const Expr *E : Nodes.Exprs) {
      std::optional<Assignment> A = asAssignment(E);
      if (!A)
        continue;
      // Into a structural variable, or one of its fields (`z.re = ...`, `z = f(z, c)` on a
      // struct); or into an array (shared or local) whose elements decide addresses or
      // branches, which carries structure through memory: `s[t] = idx[t]; ... out[s[k]]`.
      const VarDecl *Var = targetVariable(A->Target);
      const VarDecl *Array = arrayRoot(A->Target);
      // Through a helper's pointer parameter bound to such an array (growAcrossCalls).
      if (const VarDecl *Root = storageRoot(A->Target);
          !Array && Root && isa<ParmVarDecl>(Root) && Root->getType()->isPointerType())
        Array = Root;
      if (((Var && M.StructuralVars.contains(Var)) ||
           (Array && StructuralArrays.contains(Array))) &&
          markStructural(M, E))
        Grew = true;
    }
    // An array's contents are structural when one of its elements is read where an
    // address or a branch is decided (its address alone being structural is not enough).
    for (const Expr *E : Nodes.Exprs) {
      const auto *Read = dyn_cast<ImplicitCastExpr>(E);
      if (!Read || Read->getCastKind() != CK_LValueToRValue || !M.Structural.contains(Read))
        continue;
      if (const VarDecl *Array = arrayRoot(Read->getSubExpr());
          Array && StructuralArrays.insert(Array).second)
        Grew = true;
    }
    Changed |= Grew;
  }
  return Changed;
}

bool ModelBuilder::markAddressOf(FunctionModel &M, const Expr *L) {
  L = assignedElement(L)->IgnoreParens();
  if (const auto *A = dyn_cast<ArraySubscriptExpr>(L)) {
    bool Changed = markStructural(M, A->getIdx());
    const Expr *Base = A->getBase()->IgnoreParenImpCasts();
    return (Base->getType()->isArrayType() ? markAddressOf(M, Base)
                                           : markStructural(M, A->getBase())) ||
           Changed;
  }
  if (const auto *Member = dyn_cast<MemberExpr>(L))
    return Member->isArrow() ? markStructural(M, Member->getBase())
                             : markAddressOf(M, Member->getBase());
  if (const auto *U = dyn_cast<UnaryOperator>(L); U && U->getOpcode() == UO_Deref)
    return markStructural(M, U->getSubExpr());
  if (const auto *Ref = dyn_cast<DeclRefExpr>(L);
      Ref && isa<VarDecl>(Ref->getDecl()) &&
      (cast<VarDecl>(Ref->getDecl())->hasGlobalStorage() || Ref->getType()->isArrayType()))
    return false; // An array or a variable of static storage: its place is fixed.
  return markStructural(M, L);
}

bool ModelBuilder::growAcrossCalls(FunctionModel &M) {
  bool Changed = false;
  auto Mark = [&](const Stmt *S) { Changed |= markStructural(M, S); };
  // Across calls: structural parameters make arguments structural; a call used
  // structurally makes the callee's returns structural. Pointer origins flow in.
  for (const CallExpr *Call : M.HelperCalls) {
    const FunctionDecl *Callee = cloneableCallee(Call, SM);
    if (M.Structural.contains(Call) && StructuralReturns.insert(Callee).second)
      Changed = true;
    FunctionModel *CalleeModel = modelOf(Callee);
    // A structural variable passed by non-const reference: what the helper stores into it
    // is structural too.
    forEachReferenceArgument(Call, [&](const Expr *Arg, const ParmVarDecl *P) {
      Changed |= bindReference(P, lvalueSpace(Arg));
      const VarDecl *Var = targetVariable(Arg);
      if (CalleeModel && Var && M.StructuralVars.contains(Var) &&
          CalleeModel->StructuralVars.insert(P).second)
        Changed = true;
    });
    if (CalleeModel && CalleeModel->StructuralVars.contains(Callee)) {
      if (const auto *MemberCall = dyn_cast<CXXMemberCallExpr>(Call))
        Mark(MemberCall->getImplicitObjectArgument());
      else if (isa<CXXOperatorCallExpr>(Call) && isa<CXXMethodDecl>(Callee))
        Mark(Call->getArg(0)); // `functor(x)`: its object
    }
    for (unsigned I = 0; I < Call->getNumArgs(); ++I) {
      const ParmVarDecl *P = parameterFor(Call, I);
      if (!P)
        continue;
      if (CalleeModel && CalleeModel->StructuralVars.contains(P)) {
        Mark(Call->getArg(I));
        // An element bound to a reference the helper reads structurally (a compare-and-swap
        // on shared slots): the array's contents are structural, as for a direct read.
        const VarDecl *Array =
            P->getType()->isReferenceType() ? arrayRoot(Call->getArg(I)) : nullptr;
        if (Array && StructuralArrays.insert(Array).second)
          Changed = true;
      }
      if (P->getType()->isPointerType()) {
        // A local or shared array whose elements decide addresses or branches, handed to the
        // helper (`place(c, f)` storing `out[0] = f * 0.3`, then `x[(int)c[0]]`): what the
        // helper stores through the parameter is structural too.
        if (const VarDecl *Array = arrayRoot(Call->getArg(I)->IgnoreParenImpCasts());
            Array && StructuralArrays.contains(Array) && StructuralArrays.insert(P).second)
          Changed = true;
        AddressSpace S = originOf(Call->getArg(I));
        auto [It, New] = ParamOrigins.try_emplace(P, S);
        if (!New && It->second != merge(It->second, S)) {
          It->second = merge(It->second, S);
          Changed = true;
        }
        Changed |= New;
      }
    }
  }
  return Changed;
}

bool ModelBuilder::reachesMemory(const Stmt *S, int Depth, bool Returns) {
  if (!S)
    return false;
  // A return decides what runs after it, in the function itself; in a helper it only ends
  // the helper.
  if ((Depth == 0 && Returns && (isa<ReturnStmt>(S) || isa<GotoStmt>(S))) || isa<AsmStmt>(S))
    return true;
  if (const auto *E = dyn_cast<Expr>(S)) {
    if (E->isGLValue() && !isa<ParenExpr>(E) && lvalueSpace(E))
      return true;
    if (const auto *Call = dyn_cast<CallExpr>(E)) {
      const FunctionDecl *Callee = Call->getDirectCallee();
      if (const FunctionDecl *Helper = cloneableCallee(Call, SM)) {
        if (Depth > 8 || reachesMemory(Helper->getBody(), Depth + 1))
          return true;
      } else if (!isCompilerProvided(Callee) &&
                 !isBitCopy(dyn_cast_or_null<CXXMethodDecl>(Callee)) &&
                 !isMathLibraryCall(Call, SM)) {
        return true;
      }
    }
  }
  for (const Stmt *Child : S->children())
    if (reachesMemory(Child, Depth, Returns))
      return true;
  return false;
}

bool ModelBuilder::writesThroughReference(const FunctionDecl *F) {
  for (const ParmVarDecl *P : F->parameters())
    if (P->getType()->isReferenceType() && !P->getType().getNonReferenceType().isConstQualified())
      return true;
  return false;
}

} // namespace limiter
